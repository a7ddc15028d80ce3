import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_BUCKET } from '@/features/admin-gallery/api/album-media';
import { albumsKeys } from '@/features/admin-gallery/api/albums-keys';
import { uniqueObjectPath } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

/**
 * Stores each file under the uploader's folder of the gallery bucket, then records all of them
 * in one insert. If the insert fails, the stored files are removed again.
 */
export async function uploadMedia({
  files,
  albumId,
  userId,
}: {
  files: File[];
  albumId: number;
  userId: string;
}) {
  const storage = supabase.storage.from(GALLERY_BUCKET);
  const stored: { path: string; url: string; file: File }[] = [];
  try {
    for (const file of files) {
      const path = uniqueObjectPath(userId, 'media', file);
      const { error } = await storage.upload(path, file, { contentType: file.type, upsert: false });
      if (error) throw error;
      stored.push({ path, url: storage.getPublicUrl(path).data.publicUrl, file });
    }
    await supabase
      .from('media_items')
      .insert(
        stored.map(({ path, url, file }) => ({
          album_id: albumId,
          type: file.type.startsWith('video/') ? ('video' as const) : ('image' as const),
          url,
          storage_path: path,
          uploaded_by: userId,
        })),
      )
      .throwOnError();
  } catch (error) {
    if (stored.length) await storage.remove(stored.map(({ path }) => path));
    throw error;
  }
}

export function useUploadMedia({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: async (_, { albumId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: albumsKeys.media(albumId) }),
        queryClient.invalidateQueries({ queryKey: albumsKeys.lists() }),
      ]);
      onSuccess?.();
    },
  });
}
