import { useMutation, useQueryClient } from '@tanstack/react-query';
import { venueKeys } from '@/features/admin-venues/api/venue-keys';
import { lookupKeys } from '@/lib/lookups';
import { saveRow } from '@/lib/save-row';
import type { Database } from '@/types/database';

export type VenueFields = Database['public']['Tables']['venues']['Insert'];

/** Creates (no id) or updates the venue; resolves to its id. */
export const saveVenue = ({ id, fields }: { id?: number; fields: VenueFields }) =>
  saveRow('venues', id, fields);

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
