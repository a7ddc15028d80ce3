import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { supabase } from '@/lib/supabase';

export async function setArticlePinned({ id, pinned }: { id: number; pinned: boolean }) {
  await supabase.from('articles').update({ pinned }).eq('id', id).throwOnError();
}

export function useSetArticlePinned({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArticlePinned,
    onSuccess: async () => {
      await invalidateChanges(queryClient, 'setArticlePinned');
      onSuccess?.();
    },
  });
}
