import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/features/gallery/api/gallery-keys';
import { supabase } from '@/lib/supabase';

/** The album and its media (oldest first, as they were taken), or null when it does not exist. */
export async function getAlbum(id: number) {
  const { data } = await supabase
    .from('albums')
    .select(
      'id, name, description, created_at, media:media_items(id, type, url, caption, created_at)',
    )
    .eq('id', id)
    .order('created_at', { referencedTable: 'media' })
    .order('id', { referencedTable: 'media' })
    .maybeSingle()
    .throwOnError();
  return data;
}

export const getAlbumQueryOptions = (id: number) =>
  queryOptions({ queryKey: galleryKeys.album(id), queryFn: () => getAlbum(id) });

export function useAlbum(id: number) {
  return useQuery(getAlbumQueryOptions(id));
}
