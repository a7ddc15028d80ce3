import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { explainRefusal } from '@/features/matches/admin/api/fixture-refusals';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type FixtureInput = Omit<Database['public']['Tables']['matches']['Insert'], 'id'>;

/** Creates a match (id undefined) or updates one; returns its id. */
export async function saveFixture({ id, values }: { id?: number; values: FixtureInput }) {
  if (id === undefined) {
    const { data } = await supabase
      .from('matches')
      .insert(values)
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  }
  // A played match's scorers stay; its score or status may no longer hold them.
  const { data, error } = await supabase.from('matches').update(values).eq('id', id).select('id');
  if (error) throw explainRefusal(error);
  assertChanged(data);
  return id;
}

export function useSaveFixture({ onSuccess }: { onSuccess?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFixture,
    onSuccess: async (id) => {
      await invalidateChanges(queryClient, 'saveFixture');
      onSuccess?.(id);
    },
  });
}
