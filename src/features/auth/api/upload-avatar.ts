import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const AVATAR_BUCKET = 'avatars';

function extension(file: File): string {
  const fromName = /\.([a-z\d]+)$/i.exec(file.name)?.[1];
  const fromType = file.type.split('/')[1];
  return (fromName ?? fromType ?? 'png').toLowerCase();
}

/**
 * Stores the picture at `<uid>/avatar-<timestamp>.<ext>` (a new name each time, so caches never
 * show the old one) and points the profile at its public URL.
 */
export async function uploadAvatar({ userId, file }: { userId: string; file: File }) {
  const path = `${userId}/avatar-${Date.now()}.${extension(file)}`;
  const storage = supabase.storage.from(AVATAR_BUCKET);
  const { error } = await storage.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  const {
    data: { publicUrl },
  } = storage.getPublicUrl(path);
  await supabase.from('profiles').update({ avatar_url: publicUrl }).eq('id', userId).throwOnError();
  return publicUrl;
}

export function useUploadAvatar(onSuccess: () => void) {
  return useMutation({ mutationFn: uploadAvatar, onSuccess });
}
