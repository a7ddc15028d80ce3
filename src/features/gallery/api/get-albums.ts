import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/entities/album/album-keys';
import { galleryUrl } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

export interface AlbumSummary {
  id: number;
  name: string;
  description: string | null;
  created_at: string;
  item_count: number;
  /** The album's first image, if it has one. */
  cover: { url: string }[];
}

type AlbumRow = Omit<AlbumSummary, 'cover'> & { cover: { storage_path: string }[] };

/** Albums, newest first, each with its item count and a cover image, in one request. */
export async function getAlbums(): Promise<AlbumSummary[]> {
  const { data } = await supabase
    .from('albums')
    .select('id, name, description, created_at, item_count, cover:media_items(storage_path)')
    .eq('cover.type', 'image')
    .order('created_at', { ascending: false })
    .order('created_at', { referencedTable: 'cover' })
    .limit(1, { referencedTable: 'cover' })
    // item_count is a computed column, which the generated types cannot describe in a select.
    .overrideTypes<AlbumRow[], { merge: false }>()
    .throwOnError();
  return data.map((album) => ({
    ...album,
    cover: album.cover.map(({ storage_path }) => ({ url: galleryUrl(storage_path) })),
  }));
}

export const getAlbumsQueryOptions = () =>
  queryOptions({ queryKey: galleryKeys.albums(), queryFn: getAlbums });

export function useAlbums() {
  return useQuery(getAlbumsQueryOptions());
}
