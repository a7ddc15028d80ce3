import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerKeys } from '@/features/admin-players/api/player-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export const PLAYER_PHOTOS_BUCKET = 'player-photos';

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

/** Creates (no id) or updates the player, then his private data in player_private. */
export async function savePlayer({ id, player, privateData }: SavePlayerInput): Promise<number> {
  let playerId: number;
  if (id === undefined) {
    const { data } = await supabase
      .from('players')
      .insert(player)
      .select('id')
      .single()
      .throwOnError();
    playerId = data.id;
  } else {
    const { data } = await supabase
      .from('players')
      .update(player)
      .eq('id', id)
      .select('id')
      .throwOnError();
    playerId = assertChanged(data)[0]!.id;
  }
  if (privateData) {
    await supabase
      .from('player_private')
      .upsert({ player_id: playerId, ...privateData })
      .throwOnError();
  }
  return playerId;
}

export function useSavePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlayer,
    onSuccess: (playerId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: playerKeys.detail(playerId) }),
      ]),
  });
}
