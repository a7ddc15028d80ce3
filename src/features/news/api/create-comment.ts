import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from '@/features/news/api/news-keys';
import { supabase } from '@/lib/supabase';

export interface NewComment {
  articleId: number;
  body: string;
}

/** Posts a comment as the signed-in user (the database sets author_id to auth.uid()). */
export async function createComment({ articleId, body }: NewComment) {
  await supabase.from('comments').insert({ article_id: articleId, body }).throwOnError();
}

export function useCreateComment(articleId: number, onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: newsKeys.comments(articleId) });
      onSuccess();
    },
  });
}
