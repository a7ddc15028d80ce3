import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys, type ArticleListFilters } from '@/features/news/admin/api/articles-keys';
import type { AuthorName } from '@/features/news/utils/author-name';
import { PAGE_SIZE, pageToRange } from '@/lib/pagination';
import { ilikePattern } from '@/lib/search';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

type ArticleRow = Database['public']['Tables']['articles']['Row'];

export type ArticleListItem = Pick<
  ArticleRow,
  'id' | 'title' | 'slug' | 'status' | 'pinned' | 'published_at' | 'created_at'
> & { author: AuthorName | null };

/**
 * One page of articles, drafts included (editors read them through RLS), newest first.
 * Authors come from profile_cards, the public names view.
 */
export async function getArticles({ page, search }: ArticleListFilters) {
  const { from, to } = pageToRange(page, PAGE_SIZE);
  let query = supabase
    .from('articles')
    .select(
      'id, title, slug, status, pinned, published_at, created_at, author:profile_cards!author_id(first_name, last_name)',
      { count: 'exact' },
    );
  if (search) query = query.ilike('title', ilikePattern(search));
  const { data, count } = await query
    .order('pinned', { ascending: false })
    .order('published_at', { ascending: false, nullsFirst: true })
    .order('id', { ascending: false })
    .range(from, to)
    .throwOnError();
  // The generated types know articles → profiles, not the view's inferred relationship.
  return { rows: data as unknown as ArticleListItem[], total: count ?? 0 };
}

export const getArticlesQueryOptions = (filters: ArticleListFilters) =>
  queryOptions({
    queryKey: articlesKeys.list(filters),
    queryFn: () => getArticles(filters),
    placeholderData: keepPreviousData,
  });

export function useArticles(filters: ArticleListFilters) {
  return useQuery(getArticlesQueryOptions(filters));
}
