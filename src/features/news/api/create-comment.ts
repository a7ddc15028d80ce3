import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { supabase } from '@/lib/supabase';

export interface NewComment {
  articleId: number;
  body: string;
}

/** Posts a comment as the signed-in user (the database sets author_id to auth.uid()). */
export async function createComment({ articleId, body }: NewComment) {
  await supabase.from('comments').insert({ article_id: articleId, body }).throwOnError();
}

export function useCreateComment(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: async () => {
      await invalidateChanges(queryClient, 'createComment');
      onSuccess();
    },
  });
}
