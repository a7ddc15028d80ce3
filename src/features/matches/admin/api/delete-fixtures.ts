import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { fixtureKeys } from '@/features/matches/admin/api/fixture-keys';
import { supabase } from '@/lib/supabase';

/** Deletes the matches (their goals go with them; brackets drop them). */
export async function deleteFixtures(ids: readonly number[]): Promise<void> {
  await supabase.from('matches').delete().in('id', ids).throwOnError();
}

export function useDeleteFixtures({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFixtures,
    onSuccess: async (_data, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: fixtureKeys.detail(id) });
      await invalidateChanges(queryClient, 'deleteFixtures');
      onSuccess?.();
    },
  });
}
