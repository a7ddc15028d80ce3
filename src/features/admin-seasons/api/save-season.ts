import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seasonKeys } from '@/features/admin-seasons/api/season-keys';
import { lookupKeys } from '@/lib/lookups';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type SeasonFields = Database['public']['Tables']['seasons']['Insert'];

/** Creates (no id) or updates the season; resolves to its id. */
export async function saveSeason({
  id,
  fields,
}: {
  id?: number;
  fields: SeasonFields;
}): Promise<number> {
  if (id === undefined) {
    const { data } = await supabase
      .from('seasons')
      .insert(fields)
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  }
  const { data } = await supabase
    .from('seasons')
    .update(fields)
    .eq('id', id)
    .select('id')
    .throwOnError();
  return assertChanged(data)[0]!.id;
}

export function useSaveSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeason,
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: seasonKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: seasonKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.seasons() }),
      ]),
  });
}
