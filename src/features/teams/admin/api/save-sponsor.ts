import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { saveRow } from '@/lib/save-row';
import type { Database } from '@/types/database';

export type SponsorFields = Database['public']['Tables']['sponsors']['Insert'];

/** Creates (no id) or updates the sponsor; resolves to its id. */
export const saveSponsor = ({ id, fields }: { id?: number; fields: SponsorFields }) =>
  saveRow('sponsors', id, fields);

export function useSaveSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSponsor,
    onSuccess: () => invalidateChanges(queryClient, 'saveSponsor'),
  });
}
