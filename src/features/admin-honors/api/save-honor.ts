import { useMutation, useQueryClient } from '@tanstack/react-query';
import { honorKeys } from '@/features/admin-honors/api/honor-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type HonorFields = Database['public']['Tables']['honors']['Insert'];

/** Creates (no id) or updates the honor; resolves to its id. */
export async function saveHonor({
  id,
  fields,
}: {
  id?: number;
  fields: HonorFields;
}): Promise<number> {
  if (id === undefined) {
    const { data } = await supabase
      .from('honors')
      .insert(fields)
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  }
  const { data } = await supabase
    .from('honors')
    .update(fields)
    .eq('id', id)
    .select('id')
    .throwOnError();
  return assertChanged(data)[0]!.id;
}

export function useSaveHonor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHonor,
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: honorKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: honorKeys.detail(id) }),
      ]),
  });
}
