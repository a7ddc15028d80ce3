import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { albumsKeys } from '@/features/admin-gallery/api/albums-keys';
import { GALLERY_BUCKET, galleryUrl } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

/** A media item with the address of its gallery object. */
export type MediaItem = Database['public']['Tables']['media_items']['Row'] & { url: string };

export async function getAlbumMedia(albumId: number): Promise<MediaItem[]> {
  const { data } = await supabase
    .from('media_items')
    .select('*')
    .eq('album_id', albumId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .throwOnError();
  return data.map((item) => ({ ...item, url: galleryUrl(item.storage_path) }));
}

export const getAlbumMediaQueryOptions = (albumId: number) =>
  queryOptions({ queryKey: albumsKeys.media(albumId), queryFn: () => getAlbumMedia(albumId) });

export function useAlbumMedia(albumId: number) {
  return useQuery(getAlbumMediaQueryOptions(albumId));
}

/** Moving or deleting changes this album's media, the other album's, and the item counts. */
function useInvalidateMedia(write: 'moveMedia' | 'deleteMedia') {
  const queryClient = useQueryClient();
  return () => invalidateChanges(queryClient, write);
}

/** Into another album, or out of every album (`albumId` null). */
export async function moveMedia({ ids, albumId }: { ids: number[]; albumId: number | null }) {
  await supabase.from('media_items').update({ album_id: albumId }).in('id', ids).throwOnError();
}

export function useMoveMedia({ onSuccess }: { onSuccess?: () => void } = {}) {
  const invalidate = useInvalidateMedia('moveMedia');
  return useMutation({
    mutationFn: moveMedia,
    onSuccess: async () => {
      await invalidate();
      onSuccess?.();
    },
  });
}

/** Deletes the row, then the stored file. */
export async function deleteMedia(item: Pick<MediaItem, 'id' | 'storage_path'>) {
  await supabase.from('media_items').delete().eq('id', item.id).throwOnError();
  const { error } = await supabase.storage.from(GALLERY_BUCKET).remove([item.storage_path]);
  if (error) throw error;
}

export function useDeleteMedia({ onSuccess }: { onSuccess?: () => void } = {}) {
  const invalidate = useInvalidateMedia('deleteMedia');
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: async () => {
      await invalidate();
      onSuccess?.();
    },
  });
}
