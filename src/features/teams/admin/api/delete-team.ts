import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { adminTeamKeys } from '@/features/teams/admin/api/team-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the team; the database cascades to its players, matches, sponsors and honors. */
export async function deleteTeam(id: number): Promise<void> {
  const { data } = await supabase.from('teams').delete().eq('id', id).select('id').throwOnError();
  assertChanged(data);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminTeamKeys.detail(id) });
      return invalidateChanges(queryClient, 'deleteTeam');
    },
  });
}
