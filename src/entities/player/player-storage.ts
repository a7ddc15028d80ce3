import { uniqueObjectPath } from '@/lib/storage';

/**
 * The storage bucket of players' photos: each under his team's folder, where that team's captain
 * may write (supabase/migrations, storage), or `unassigned/` for a player without a team.
 */
export const PLAYER_PHOTOS_BUCKET = 'player-photos';

/** A fresh object path for a photo of a player of team `teamId` (null: no team). */
export const playerPhotoPath = (teamId: number | null, file: File) =>
  uniqueObjectPath(teamId === null ? 'unassigned' : String(teamId), 'player', file);
