import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sponsorKeys } from '@/features/admin-sponsors/api/sponsor-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type SponsorFields = Database['public']['Tables']['sponsors']['Insert'];

/** Creates (no id) or updates the sponsor; resolves to its id. */
export async function saveSponsor({
  id,
  fields,
}: {
  id?: number;
  fields: SponsorFields;
}): Promise<number> {
  if (id === undefined) {
    const { data } = await supabase
      .from('sponsors')
      .insert(fields)
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  }
  const { data } = await supabase
    .from('sponsors')
    .update(fields)
    .eq('id', id)
    .select('id')
    .throwOnError();
  return assertChanged(data)[0]!.id;
}

export function useSaveSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSponsor,
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sponsorKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: sponsorKeys.detail(id) }),
      ]),
  });
}
