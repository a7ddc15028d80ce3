import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { saveRow } from '@/lib/save-row';
import type { Database } from '@/types/database';

export type HonorFields = Database['public']['Tables']['honors']['Insert'];

/** Creates (no id) or updates the honor; resolves to its id. */
export const saveHonor = ({ id, fields }: { id?: number; fields: HonorFields }) =>
  saveRow('honors', id, fields);

export function useSaveHonor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHonor,
    onSuccess: () => invalidateChanges(queryClient, 'saveHonor'),
  });
}
