import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentModeKeys } from '@/features/admin-tournament-modes/api/tournament-mode-keys';
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
      return Promise.all([queryClient.invalidateQueries({ queryKey: tournamentModeKeys.lists() })]);
    },
  });
}
