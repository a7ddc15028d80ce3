import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import type { StoredMediaItem } from '@/features/gallery/api/types';
import { albumsKeys } from '@/features/gallery/admin/api/albums-keys';
import { GALLERY_BUCKET, galleryUrl, removeFile } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

/** The album's media, newest first, with their stored paths (to delete them). */
export async function getAlbumMedia(albumId: number): Promise<StoredMediaItem[]> {
  const { data } = await supabase
    .from('media_items')
    .select('id, type, storage_path, caption, created_at')
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

/** Deletes the row, then the stored file (and a picture's copies). */
export async function deleteMedia(item: Pick<StoredMediaItem, 'id' | 'storage_path'>) {
  await supabase.from('media_items').delete().eq('id', item.id).throwOnError();
  await removeFile(GALLERY_BUCKET, item.storage_path);
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
