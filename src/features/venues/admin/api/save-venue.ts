import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
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
    onSuccess: () => invalidateChanges(queryClient, 'saveVenue'),
  });
}
