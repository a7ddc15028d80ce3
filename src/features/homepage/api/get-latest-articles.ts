import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME, homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { supabase } from '@/lib/supabase';

/** The newest published articles, for the latest-news widget. */
export async function getLatestArticles(limit: number) {
  const { data } = await supabase
    .from('articles')
    .select('id, title, slug, cover_image_url, published_at')
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(limit)
    .throwOnError();
  return data;
}

export type LatestArticle = Awaited<ReturnType<typeof getLatestArticles>>[number];

export const getLatestArticlesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: homepageKeys.widget('latest_news', { limit }),
    queryFn: () => getLatestArticles(limit),
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function useLatestArticles(limit: number) {
  return useQuery(getLatestArticlesQueryOptions(limit));
}
