import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { albumsKeys, type AlbumListFilters } from '@/features/gallery/admin/api/albums-keys';
import { PAGE_SIZE, pageToRange } from '@/lib/pagination';
import { ilikePattern } from '@/lib/search';
import { supabase } from '@/lib/supabase';

export interface AlbumListItem {
  id: number;
  name: string;
  description: string | null;
  created_at: string;
  item_count: number;
}

/** One page of albums, newest first, with their item count (a computed field). */
export async function getAlbums({ page, search }: AlbumListFilters) {
  const { from, to } = pageToRange(page, PAGE_SIZE);
  let query = supabase
    .from('albums')
    .select('id, name, description, created_at, item_count', { count: 'exact' });
  if (search) query = query.ilike('name', ilikePattern(search));
  const { data, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to)
    .throwOnError();
  // The generated types do not list computed fields such as item_count among the columns.
  return { rows: data as unknown as AlbumListItem[], total: count ?? 0 };
}

export const getAlbumsQueryOptions = (filters: AlbumListFilters) =>
  queryOptions({
    queryKey: albumsKeys.list(filters),
    queryFn: () => getAlbums(filters),
    placeholderData: keepPreviousData,
  });

export function useAlbums(filters: AlbumListFilters) {
  return useQuery(getAlbumsQueryOptions(filters));
}
