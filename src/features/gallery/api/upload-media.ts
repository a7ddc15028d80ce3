import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { mediaType } from '@/entities/media/media-rules';
import { picturePaths } from '@/lib/picture-sizes';
import { GALLERY_BUCKET, storeFile, uniqueObjectPath } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

export interface MediaUpload {
  userId: string;
  files: readonly File[];
  albumId: number | null;
}

/**
 * The gallery's one upload, for the gallery's dialog (a file at a time, so each reports its own
 * progress and error) and the admin's album page (a selection at once). Stores each file in the
 * uploader's folder of the gallery bucket, then records them all as media items by path in one
 * insert: the database accepts only an object of the bucket that the uploader owns, and sets
 * `uploaded_by` to the uploader. If anything fails, the files stored so far are removed again
 * rather than left in the bucket with no row pointing at them.
 */
export async function uploadMedia({ userId, files, albumId }: MediaUpload) {
  const storage = supabase.storage.from(GALLERY_BUCKET);
  const stored: { path: string; type: 'image' | 'video' }[] = [];
  try {
    for (const file of files) {
      const type = mediaType(file);
      if (!type) throw new Error(`Unsupported file type: ${file.type}`);
      const path = await storeFile(GALLERY_BUCKET, uniqueObjectPath(userId, 'media', file), file);
      stored.push({ path, type });
    }
    await supabase
      .from('media_items')
      .insert(stored.map(({ path, type }) => ({ type, storage_path: path, album_id: albumId })))
      .throwOnError();
  } catch (error) {
    if (stored.length) await storage.remove(stored.flatMap(({ path }) => picturePaths(path)));
    throw error;
  }
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => invalidateChanges(queryClient, 'uploadMedia'),
  });
}
