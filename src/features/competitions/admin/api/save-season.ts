import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { saveRow } from '@/lib/save-row';
import type { Database } from '@/types/database';

export type SeasonFields = Database['public']['Tables']['seasons']['Insert'];

/** Creates (no id) or updates the season; resolves to its id. */
export const saveSeason = ({ id, fields }: { id?: number; fields: SeasonFields }) =>
  saveRow('seasons', id, fields);

export function useSaveSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeason,
    onSuccess: () => invalidateChanges(queryClient, 'saveSeason'),
  });
}
