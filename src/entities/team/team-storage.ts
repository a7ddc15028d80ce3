/**
 * The storage bucket of teams' pictures: each team's logo, squad photo and sponsors' logos under
 * `<team id>/`, public for reading, written by admins and that team's captain
 * (supabase/migrations, storage).
 */
export const TEAM_MEDIA_BUCKET = 'team-media';
