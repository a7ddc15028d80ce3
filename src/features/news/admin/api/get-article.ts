import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '@/features/news/admin/api/articles-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

/** An article as stored, drafts included: what the editor loads and saves. */
export type ArticleRow = Database['public']['Tables']['articles']['Row'];

/** The article to edit, or null when it does not exist (or was deleted meanwhile). */
export async function getArticle(id: number): Promise<ArticleRow | null> {
  const { data } = await supabase
    .from('articles')
    .select('*')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export const getArticleQueryOptions = (id: number) =>
  queryOptions({ queryKey: articlesKeys.detail(id), queryFn: () => getArticle(id) });

export function useArticle(id: number) {
  return useQuery(getArticleQueryOptions(id));
}
