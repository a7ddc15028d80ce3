import { queryOptions, useQuery } from '@tanstack/react-query';
import { homepageEditorKeys } from '@/features/homepage/admin/api/homepage-editor-keys';
import { supabase } from '@/lib/supabase';

/** The only articles the pinned-article widget may show. */
export async function getPinnedArticles() {
  const { data } = await supabase
    .from('articles')
    .select('id, title, status')
    .eq('pinned', true)
    .order('published_at', { ascending: false, nullsFirst: false })
    .throwOnError();
  return data;
}

export type PinnedArticleOption = Awaited<ReturnType<typeof getPinnedArticles>>[number];

export const getPinnedArticlesQueryOptions = () =>
  queryOptions({ queryKey: homepageEditorKeys.pinnedArticles(), queryFn: getPinnedArticles });

export function usePinnedArticles() {
  return useQuery(getPinnedArticlesQueryOptions());
}
