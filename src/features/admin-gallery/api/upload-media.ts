import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { GALLERY_BUCKET, uniqueObjectPath, VIDEO_TYPES } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

/**
 * Stores each file under the uploader's folder of the gallery bucket, then records all of them
 * by path in one insert. If the insert fails, the stored files are removed again.
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
  const stored: { path: string; file: File }[] = [];
  try {
    for (const file of files) {
      const path = uniqueObjectPath(userId, 'media', file);
      const { error } = await storage.upload(path, file, { contentType: file.type, upsert: false });
      if (error) throw error;
      stored.push({ path, file });
    }
    await supabase
      .from('media_items')
      .insert(
        stored.map(({ path, file }) => ({
          album_id: albumId,
          type: VIDEO_TYPES.includes(file.type) ? ('video' as const) : ('image' as const),
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
    onSuccess: async () => {
      await invalidateChanges(queryClient, 'uploadMedia');
      onSuccess?.();
    },
  });
}
