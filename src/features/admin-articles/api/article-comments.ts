import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { commentKeys } from '@/entities/comment/comment-keys';
import { supabase } from '@/lib/supabase';

export interface ArticleComment {
  id: number;
  body: string;
  created_at: string;
  author: { first_name: string | null; last_name: string | null } | null;
}

export async function getArticleComments(articleId: number): Promise<ArticleComment[]> {
  const { data } = await supabase
    .from('comments')
    .select('id, body, created_at, author:profile_cards!author_id(first_name, last_name)')
    .eq('article_id', articleId)
    .order('created_at', { ascending: false })
    .throwOnError();
  // The generated types know comments → profiles, not the view's inferred relationship.
  return data as unknown as ArticleComment[];
}

export const getArticleCommentsQueryOptions = (articleId: number) =>
  queryOptions({
    queryKey: commentKeys.admin(articleId),
    queryFn: () => getArticleComments(articleId),
  });

export function useArticleComments(articleId: number) {
  return useQuery(getArticleCommentsQueryOptions(articleId));
}

/** Moderation: editors and admins may delete any comment (RLS). */
export async function deleteComment({ id }: { id: number; articleId: number }) {
  await supabase.from('comments').delete().eq('id', id).throwOnError();
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => invalidateChanges(queryClient, 'deleteComment'),
  });
}
