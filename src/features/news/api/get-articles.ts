import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsKeys } from '@/entities/article/article-keys';
import { supabase } from '@/lib/supabase';

/** How many articles the news page lists: a season's worth for an amateur league. */
const LIMIT = 60;

/** Published articles, pinned first, then newest first. */
export async function getArticles() {
  const { data } = await supabase
    .from('articles')
    .select('id, title, slug, excerpt, cover_image_url, published_at, pinned')
    .eq('status', 'published')
    .order('pinned', { ascending: false })
    .order('published_at', { ascending: false })
    .limit(LIMIT)
    .throwOnError();
  return data;
}

export type ArticleListItem = Awaited<ReturnType<typeof getArticles>>[number];

export const getArticlesQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.list(), queryFn: getArticles });

export function useArticles() {
  return useQuery(getArticlesQueryOptions());
}
