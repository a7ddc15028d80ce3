import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { venueKeys } from '@/entities/venue/venue-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

/** Deletes the venue; teams and matches played there keep going without one. */
export async function deleteVenue(id: number): Promise<void> {
  const { data } = await supabase.from('venues').delete().eq('id', id).select('id').throwOnError();
  assertChanged(data);
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVenue,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: venueKeys.detail(id) });
      return invalidateChanges(queryClient, 'deleteVenue');
    },
  });
}
