/**
 * The storage bucket of articles' pictures (covers under covers/, pictures in the text under
 * content/), public for reading, written by editors (supabase/migrations).
 */
export const ARTICLES_BUCKET = 'articles';
