import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { adminSeasonKeys } from '@/features/competitions/admin/api/season-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the season; the database refuses while matches still belong to it. */
export async function deleteSeason(id: number): Promise<void> {
  const { data } = await supabase.from('seasons').delete().eq('id', id).select('id').throwOnError();
  assertChanged(data);
}

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeason,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminSeasonKeys.detail(id) });
      return invalidateChanges(queryClient, 'deleteSeason');
    },
  });
}
