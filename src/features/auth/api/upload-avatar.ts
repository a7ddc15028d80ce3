import { useMutation } from '@tanstack/react-query';
import { fileExtension, uploadImage } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

export const AVATAR_BUCKET = 'avatars';

/** The avatars bucket's limit (migration 20261123100000). */
export const AVATAR_MAX_BYTES = 2 * 2 ** 20;

/**
 * Stores the picture at `<uid>/avatar-<timestamp>.<ext>` (a new name each time, so caches never
 * show the old one; scaled, with its copies: src/lib/storage.ts) and points the profile at its
 * public URL.
 */
export async function uploadAvatar({ userId, file }: { userId: string; file: File }) {
  const publicUrl = await uploadImage(
    AVATAR_BUCKET,
    `${userId}/avatar-${Date.now()}.${fileExtension(file)}`,
    file,
    AVATAR_MAX_BYTES,
  );
  await supabase.from('profiles').update({ avatar_url: publicUrl }).eq('id', userId).throwOnError();
  return publicUrl;
}

export function useUploadAvatar(onSuccess: () => void) {
  return useMutation({ mutationFn: uploadAvatar, onSuccess });
}
