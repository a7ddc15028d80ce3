import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { albumsKeys } from '@/features/gallery/admin/api/albums-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

/** An album as stored: what the admin's form loads and saves. */
export type AlbumRow = Database['public']['Tables']['albums']['Row'];

/** The album to edit, or null when it does not exist. */
export async function getAlbum(id: number): Promise<AlbumRow | null> {
  const { data } = await supabase
    .from('albums')
    .select('*')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export const getAlbumQueryOptions = (id: number) =>
  queryOptions({ queryKey: albumsKeys.detail(id), queryFn: () => getAlbum(id) });

export function useAlbum(id: number) {
  return useQuery(getAlbumQueryOptions(id));
}

export interface AlbumInput {
  id?: number;
  name: string;
  description: string | null;
}

export async function saveAlbum({ id, ...input }: AlbumInput): Promise<AlbumRow> {
  const query = id
    ? supabase.from('albums').update(input).eq('id', id)
    : supabase.from('albums').insert(input);
  const { data } = await query.select().single().throwOnError();
  return data;
}

export function useSaveAlbum({ onSuccess }: { onSuccess?: (album: AlbumRow) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlbum,
    onSuccess: async (album) => {
      queryClient.setQueryData(albumsKeys.detail(album.id), album);
      await invalidateChanges(queryClient, 'saveAlbum');
      onSuccess?.(album);
    },
  });
}

/** Deletes the album; its media stay in the gallery, out of any album (on delete set null). */
export async function deleteAlbum(id: number) {
  await supabase.from('albums').delete().eq('id', id).throwOnError();
}

export function useDeleteAlbum({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: albumsKeys.detail(id) });
      await invalidateChanges(queryClient, 'deleteAlbum');
      onSuccess?.();
    },
  });
}
