import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME, homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { galleryUrl } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

export interface CarouselFilter {
  albumId: number | null;
  limit: number;
}

export interface CarouselMediaRow {
  id: number;
  storage_path: string;
  caption: string | null;
}

/** The images as the carousel shows them: a media item stores its object's path, not its URL. */
export function toCarouselImages(rows: CarouselMediaRow[]) {
  return rows.map(({ storage_path, ...image }) => ({ ...image, url: galleryUrl(storage_path) }));
}

/** The latest gallery images, of one album when the widget names it. */
export async function getCarouselMedia({ albumId, limit }: CarouselFilter) {
  let query = supabase.from('media_items').select('id, storage_path, caption').eq('type', 'image');
  if (albumId !== null) query = query.eq('album_id', albumId);
  const { data } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
    .throwOnError();
  return toCarouselImages(data);
}

export type CarouselImage = Awaited<ReturnType<typeof getCarouselMedia>>[number];

export const getCarouselMediaQueryOptions = (filter: CarouselFilter) =>
  queryOptions({
    queryKey: homepageKeys.widget('media_carousel', { ...filter }),
    queryFn: () => getCarouselMedia(filter),
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function useCarouselMedia(filter: CarouselFilter) {
  return useQuery(getCarouselMediaQueryOptions(filter));
}
