/**
 * The storage bucket of venues' pictures, public for reading, written by admins
 * (supabase/migrations, storage).
 */
export const VENUES_BUCKET = 'venues';
