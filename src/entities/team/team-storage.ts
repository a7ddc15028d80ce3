import { uniqueObjectPath } from '@/lib/storage';

/**
 * The storage bucket of teams' pictures: each team's logo, squad photo and sponsors' logos under
 * `<team id>/`, public for reading, written by admins and that team's captain
 * (supabase/migrations, storage).
 */
export const TEAM_MEDIA_BUCKET = 'team-media';

export type TeamMediaKind = 'logo' | 'photo' | 'sponsor';

/**
 * A fresh object path for a picture of team `teamId` in the bucket: under `<team id>/`, where the
 * captain's write rule lets him upload; a league-wide sponsor's logo (no team) under `league/`.
 */
export const teamMediaPath = (teamId: number | null, kind: TeamMediaKind, file: File) =>
  uniqueObjectPath(teamId === null ? 'league' : String(teamId), kind, file);
