import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsKeys } from '@/entities/article/article-keys';
import type { AuthorName } from '@/features/news/utils/author-name';
import { supabase } from '@/lib/supabase';

export interface Article {
  id: number;
  title: string;
  slug: string;
  content: string;
  cover_image_url: string | null;
  published_at: string | null;
  pinned: boolean;
  author: AuthorName | null;
}

/** The published article with this slug, or null (none, or not published). */
export async function getArticle(slug: string): Promise<Article | null> {
  const { data } = await supabase
    .from('articles')
    .select(
      'id, title, slug, content, cover_image_url, published_at, pinned, author:profile_cards(first_name, last_name)',
    )
    .eq('slug', slug)
    .eq('status', 'published')
    .maybeSingle()
    // profile_cards is a view: PostgREST follows articles.author_id to it, but the generated
    // types carry no relationship for views, so the shape is stated here.
    .overrideTypes<Article | null, { merge: false }>()
    .throwOnError();
  return data;
}

export const getArticleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: newsKeys.detail(slug), queryFn: () => getArticle(slug) });

export function useArticle(slug: string) {
  return useQuery(getArticleQueryOptions(slug));
}
