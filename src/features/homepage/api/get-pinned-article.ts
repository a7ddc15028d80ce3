import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME, homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { supabase } from '@/lib/supabase';

/**
 * The article the widget picked, or null once it is no longer pinned or published (editors can
 * unpin it after building the layout; the widget then disappears rather than show stale news).
 */
export async function getPinnedArticle(articleId: number) {
  const { data } = await supabase
    .from('articles')
    .select('id, title, slug, excerpt, cover_image_url, published_at')
    .eq('id', articleId)
    .eq('pinned', true)
    .eq('status', 'published')
    .maybeSingle()
    .throwOnError();
  return data;
}

export type PinnedArticle = NonNullable<Awaited<ReturnType<typeof getPinnedArticle>>>;

export const getPinnedArticleQueryOptions = (articleId: number | null) =>
  queryOptions({
    queryKey: homepageKeys.widget('pinned_article', { articleId }),
    queryFn: articleId === null ? skipToken : () => getPinnedArticle(articleId),
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function usePinnedArticle(articleId: number | null) {
  return useQuery(getPinnedArticleQueryOptions(articleId));
}
