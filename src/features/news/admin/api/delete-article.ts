import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { articlesKeys } from '@/features/news/admin/api/articles-keys';
import { supabase } from '@/lib/supabase';

/** Deletes the article; its comments go with it (on delete cascade). */
export async function deleteArticle(id: number) {
  await supabase.from('articles').delete().eq('id', id).throwOnError();
}

export function useDeleteArticle({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: articlesKeys.detail(id) });
      await invalidateChanges(queryClient, 'deleteArticle');
      onSuccess?.();
    },
  });
}
