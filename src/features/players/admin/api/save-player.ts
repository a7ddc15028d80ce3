import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { errorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type PlayerFields = Database['public']['Tables']['players']['Insert'];
export type PlayerPrivateFields = Pick<
  Database['public']['Tables']['player_private']['Insert'],
  'document_id' | 'date_of_birth'
>;

export interface SavePlayerInput {
  id?: number;
  player: PlayerFields;
  /** Staff-only data (player_private); omitted when the caller may not write it. */
  privateData?: PlayerPrivateFields;
}

/** save_player()'s refusals that the form explains in the user's language. */
const KNOWN_ERRORS: Record<string, string> = {
  'You cannot change this player.': 'admin-players:errors.saveRefused',
  'Player not found.': 'admin-players:errors.notFound',
};

/**
 * Creates (no id) or updates the player and his private data in one call to save_player(), one
 * transaction: refused private data leaves the player as he was (or not created at all).
 */
export async function savePlayer({ id, player, privateData }: SavePlayerInput): Promise<number> {
  const { data, error } = await supabase.rpc('save_player', {
    p_player: player,
    p_private: privateData,
    p_id: id,
  });
  if (!error) return data;
  const key = KNOWN_ERRORS[errorMessage(error)];
  throw key ? new Error(i18n.t(key)) : error;
}

export function useSavePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlayer,
    onSuccess: () => invalidateChanges(queryClient, 'savePlayer'),
  });
}
