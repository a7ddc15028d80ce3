import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionKeys } from '@/features/admin-competitions/api/competition-keys';
import { lookupKeys } from '@/lib/lookups';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type CompetitionFields = Database['public']['Tables']['competitions']['Insert'];

/** Creates (no id) or updates the competition; resolves to its id. */
export async function saveCompetition({
  id,
  fields,
}: {
  id?: number;
  fields: CompetitionFields;
}): Promise<number> {
  if (id === undefined) {
    const { data } = await supabase
      .from('competitions')
      .insert(fields)
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  }
  const { data } = await supabase
    .from('competitions')
    .update(fields)
    .eq('id', id)
    .select('id')
    .throwOnError();
  return assertChanged(data)[0]!.id;
}

export function useSaveCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompetition,
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: competitionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: competitionKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.competitions() }),
      ]),
  });
}
