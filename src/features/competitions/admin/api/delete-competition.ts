import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { adminCompetitionKeys } from '@/features/competitions/admin/api/competition-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the competition; the database refuses while matches still belong to it. */
export async function deleteCompetition(id: number): Promise<void> {
  const { data } = await supabase
    .from('competitions')
    .delete()
    .eq('id', id)
    .select('id')
    .throwOnError();
  assertChanged(data);
}

export function useDeleteCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetition,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminCompetitionKeys.detail(id) });
      return invalidateChanges(queryClient, 'deleteCompetition');
    },
  });
}
