import { useMutation, useQueryClient } from '@tanstack/react-query';
import { venueKeys } from '@/features/admin-venues/api/venue-keys';
import { lookupKeys } from '@/lib/lookups';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type VenueFields = Database['public']['Tables']['venues']['Insert'];

/** Creates (no id) or updates the venue; resolves to its id. */
export async function saveVenue({
  id,
  fields,
}: {
  id?: number;
  fields: VenueFields;
}): Promise<number> {
  if (id === undefined) {
    const { data } = await supabase
      .from('venues')
      .insert(fields)
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  }
  const { data } = await supabase
    .from('venues')
    .update(fields)
    .eq('id', id)
    .select('id')
    .throwOnError();
  return assertChanged(data)[0]!.id;
}

export function useSaveVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVenue,
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: venueKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: venueKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.venues() }),
      ]),
  });
}
