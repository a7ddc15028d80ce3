import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { saveRow } from '@/lib/save-row';
import type { Database } from '@/types/database';

export type CompetitionFields = Database['public']['Tables']['competitions']['Insert'];

/** Creates (no id) or updates the competition; resolves to its id. */
export const saveCompetition = ({ id, fields }: { id?: number; fields: CompetitionFields }) =>
  saveRow('competitions', id, fields);

export function useSaveCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompetition,
    onSuccess: () => invalidateChanges(queryClient, 'saveCompetition'),
  });
}
