import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { tournamentModeKeys } from '@/entities/tournament-mode/tournament-mode-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the mode; competition-seasons using it fall back to 3/1/0 points. */
export async function deleteTournamentMode(id: number): Promise<void> {
  const { data } = await supabase
    .from('tournament_modes')
    .delete()
    .eq('id', id)
    .select('id')
    .throwOnError();
  assertChanged(data);
}

export function useDeleteTournamentMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournamentMode,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: tournamentModeKeys.detail(id) });
      return invalidateChanges(queryClient, 'deleteTournamentMode');
    },
  });
}
