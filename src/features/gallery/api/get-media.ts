import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/entities/album/album-keys';
import type { MediaItem } from '@/features/gallery/api/types';
import { galleryUrl } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

export const MEDIA_PAGE_SIZE = 24;

/** One page of every photo and video, newest first. */
export async function getMediaPage(page: number): Promise<MediaItem[]> {
  const from = page * MEDIA_PAGE_SIZE;
  const { data } = await supabase
    .from('media_items')
    .select('id, type, storage_path, caption, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + MEDIA_PAGE_SIZE - 1)
    .throwOnError();
  return data.map(({ storage_path, ...item }) => ({ ...item, url: galleryUrl(storage_path) }));
}

export const getMediaQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: galleryKeys.media(),
    queryFn: ({ pageParam }) => getMediaPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === MEDIA_PAGE_SIZE ? pages.length : undefined),
  });

export function useMedia() {
  return useInfiniteQuery(getMediaQueryOptions());
}
