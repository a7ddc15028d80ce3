import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { commentKeys } from '@/entities/comment/comment-keys';
import type { AuthorName } from '@/features/news/utils/author-name';
import { supabase } from '@/lib/supabase';

export interface Comment {
  id: number;
  body: string;
  created_at: string;
  author_id: string;
  author: (AuthorName & { avatar_url: string | null }) | null;
}

/** The article's comments, oldest first, with their authors' names and pictures. */
export async function getComments(articleId: number): Promise<Comment[]> {
  const { data } = await supabase
    .from('comments')
    .select(
      'id, body, created_at, author_id, author:profile_cards(first_name, last_name, avatar_url)',
    )
    .eq('article_id', articleId)
    .order('created_at')
    .order('id')
    // See get-article.ts: the profile_cards view has no relationship in the generated types.
    .overrideTypes<Comment[], { merge: false }>()
    .throwOnError();
  return data;
}

export const getCommentsQueryOptions = (articleId: number | undefined) =>
  queryOptions({
    queryKey: commentKeys.list(articleId ?? 0),
    queryFn: articleId === undefined ? skipToken : () => getComments(articleId),
  });

export function useComments(articleId: number | undefined) {
  return useQuery(getCommentsQueryOptions(articleId));
}
