import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { articlesKeys } from '@/features/news/admin/api/articles-keys';
import type { ArticleRow } from '@/features/news/admin/api/get-article';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type ArticleInput = Pick<
  Database['public']['Tables']['articles']['Insert'],
  'title' | 'slug' | 'content' | 'status' | 'cover_image_url' | 'published_at' | 'pinned'
>;

/** Creates (no id) or updates an article; the HTML is sanitised here, whatever the editor sent. */
export async function saveArticle({ id, ...input }: ArticleInput & { id?: number }) {
  const row = { ...input, content: sanitizeArticleHtml(input.content ?? '') };
  const query = id
    ? supabase.from('articles').update(row).eq('id', id)
    : supabase.from('articles').insert(row);
  const { data } = await query.select().single().throwOnError();
  return data;
}

export function useSaveArticle({ onSuccess }: { onSuccess?: (article: ArticleRow) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: async (article) => {
      queryClient.setQueryData(articlesKeys.detail(article.id), article);
      await invalidateChanges(queryClient, 'saveArticle');
      onSuccess?.(article);
    },
  });
}

/** Is `slug` free (ignoring the article being edited)? */
export async function isSlugFree(slug: string, exceptId?: number): Promise<boolean> {
  let query = supabase.from('articles').select('id').eq('slug', slug).limit(1);
  if (exceptId) query = query.neq('id', exceptId);
  const { data } = await query.throwOnError();
  return data.length === 0;
}
