import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/entities/album/album-keys';
import { galleryUrl } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

/** The album and its media (oldest first, as they were taken), or null when it does not exist. */
export async function getAlbum(id: number) {
  const { data } = await supabase
    .from('albums')
    .select(
      'id, name, description, created_at, media:media_items(id, type, storage_path, caption, created_at)',
    )
    .eq('id', id)
    .order('created_at', { referencedTable: 'media' })
    .order('id', { referencedTable: 'media' })
    .maybeSingle()
    .throwOnError();
  if (!data) return null;
  const media = data.media.map(({ storage_path, ...item }) => ({
    ...item,
    url: galleryUrl(storage_path),
  }));
  return { ...data, media };
}

export const getAlbumQueryOptions = (id: number) =>
  queryOptions({ queryKey: galleryKeys.album(id), queryFn: () => getAlbum(id) });

export function useAlbum(id: number) {
  return useQuery(getAlbumQueryOptions(id));
}
