import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { adminHonorKeys } from '@/features/teams/admin/api/honor-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the honor. */
export async function deleteHonor(id: number): Promise<void> {
  const { data } = await supabase.from('honors').delete().eq('id', id).select('id').throwOnError();
  assertChanged(data);
}

export function useDeleteHonor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHonor,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminHonorKeys.detail(id) });
      return invalidateChanges(queryClient, 'deleteHonor');
    },
  });
}
