import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import type { FixtureInput } from '@/features/matches/admin/api/save-fixture';
import { supabase } from '@/lib/supabase';

/** Inserts a whole generated calendar in one request: one statement, all rows or none. */
export async function createFixtures(rows: FixtureInput[]): Promise<number> {
  const { data } = await supabase.from('matches').insert(rows).select('id').throwOnError();
  return data.length;
}

export function useCreateFixtures({ onSuccess }: { onSuccess?: (count: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFixtures,
    onSuccess: async (count) => {
      await invalidateChanges(queryClient, 'createFixtures');
      onSuccess?.(count);
    },
  });
}
