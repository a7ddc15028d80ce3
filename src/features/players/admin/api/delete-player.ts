import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { adminPlayerKeys } from '@/features/players/admin/api/player-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the player (his private data goes with him; his goals stay, without a scorer). */
export async function deletePlayer(id: number): Promise<void> {
  const { data } = await supabase.from('players').delete().eq('id', id).select('id').throwOnError();
  assertChanged(data);
}

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminPlayerKeys.detail(id) });
      return invalidateChanges(queryClient, 'deletePlayer');
    },
  });
}
