import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { adminSponsorKeys } from '@/features/teams/admin/api/sponsor-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the sponsor. */
export async function deleteSponsor(id: number): Promise<void> {
  const { data } = await supabase
    .from('sponsors')
    .delete()
    .eq('id', id)
    .select('id')
    .throwOnError();
  assertChanged(data);
}

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSponsor,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminSponsorKeys.detail(id) });
      return invalidateChanges(queryClient, 'deleteSponsor');
    },
  });
}
