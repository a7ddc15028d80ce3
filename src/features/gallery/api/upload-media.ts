import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { mediaType, objectPath } from '@/features/gallery/utils/upload';
import { GALLERY_BUCKET } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

export interface MediaUpload {
  userId: string;
  file: File;
  albumId: number | null;
}

/**
 * Stores one file in the gallery bucket, then records it as a media item by its path: the
 * database accepts only an object of the bucket that the uploader owns.
 */
export async function uploadMedia({ userId, file, albumId }: MediaUpload) {
  const type = mediaType(file);
  if (!type) throw new Error(`Unsupported file type: ${file.type}`);
  const path = objectPath(userId, file);
  const storage = supabase.storage.from(GALLERY_BUCKET);
  const { error } = await storage.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  try {
    await supabase
      .from('media_items')
      .insert({ type, storage_path: path, album_id: albumId })
      .throwOnError();
  } catch (insertError) {
    // No row points at the file: remove it rather than leave an orphan in the bucket.
    await storage.remove([path]);
    throw insertError;
  }
}

/** One mutation per file, so each can report its own progress and error. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => invalidateChanges(queryClient, 'uploadMedia'),
  });
}
