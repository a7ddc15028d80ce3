import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articlesKeys } from '@/features/admin-articles/api/articles-keys';
import { supabase } from '@/lib/supabase';

export async function setArticlePinned({ id, pinned }: { id: number; pinned: boolean }) {
  await supabase.from('articles').update({ pinned }).eq('id', id).throwOnError();
}

export function useSetArticlePinned({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArticlePinned,
    onSuccess: async (_, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: articlesKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: articlesKeys.detail(id), exact: true }),
      ]);
      onSuccess?.();
    },
  });
}
