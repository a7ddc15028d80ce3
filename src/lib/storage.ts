import { picturePaths } from '@/lib/picture-sizes';
import type { StoredObject } from '@/lib/picture-variants';
import { supabase } from '@/lib/supabase';

/**
 * The image types every bucket accepts (migration 20261123100000): raster images only, since an
 * SVG opened from the storage URL would run its scripts.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** The gallery bucket also takes these videos. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];

export const GALLERY_BUCKET = 'gallery';

/** A media item stores its gallery object's path; this is where the object is served. */
export function galleryUrl(path: string): string {
  return supabase.storage.from(GALLERY_BUCKET).getPublicUrl(path).data.publicUrl;
}

/** 5 MB: the limit of the team-media, player-photos, venues and articles buckets. */
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageProblem = 'wrongType' | 'tooBig';

/** Checked before uploading, so the user gets a translated message instead of the server's. */
export function imageProblem(file: File, maxBytes = DEFAULT_IMAGE_MAX_BYTES): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > maxBytes) return 'tooBig';
  return null;
}

/** The file's extension, from its name or else its MIME type. */
export function fileExtension(file: File): string {
  const fromName = /\.([a-z\d]+)$/i.exec(file.name)?.[1];
  const fromType = file.type.split('/')[1];
  return (fromName ?? fromType ?? 'bin').toLowerCase();
}

/**
 * A fresh object name under `folder` (`<folder>/<prefix>-<time>-<random>.<ext>`): a new name for
 * every upload, so no cache ever shows the previous image and nothing is overwritten.
 */
export function uniqueObjectPath(folder: string, prefix: string, file: File): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${folder}/${prefix}-${Date.now()}-${random}.${fileExtension(file)}`;
}

/**
 * Stores `file` in `bucket` at `path` and returns where it went: a picture the browser can scale
 * goes under a sized name (`path` with `.<width>w.<format>`), beside its smaller copies
 * (src/lib/picture-sizes.ts); anything else at `path` as it is. The copies go first, so that no
 * page names the picture before its copies exist; if anything fails, what was stored is removed.
 */
export async function storeFile(bucket: string, path: string, file: File): Promise<string> {
  const { sizePicture } = await import('@/lib/picture-variants');
  const sized = await sizePicture(file, path);
  const picture = sized?.picture ?? { path, blob: file, type: file.type };
  const storage = supabase.storage.from(bucket);
  const stored: string[] = [];
  const store = async ({ path: at, blob, type }: StoredObject) => {
    const { error } = await storage.upload(at, blob, { contentType: type, upsert: false });
    if (error) throw error;
    stored.push(at);
  };
  try {
    // Settled, not raced: a copy still on its way when another failed would be left behind.
    const copies = await Promise.allSettled((sized?.copies ?? []).map(store));
    const failed = copies.find((copy) => copy.status === 'rejected');
    if (failed) throw failed.reason;
    await store(picture);
  } catch (error) {
    if (stored.length) await storage.remove(stored);
    throw error;
  }
  return picture.path;
}

/** Removes a stored file, and a picture's copies with it. */
export async function removeFile(bucket: string, path: string): Promise<void> {
  const { error } = await supabase.storage.from(bucket).remove(picturePaths(path));
  if (error) throw error;
}

/** Uploads `file` to `bucket` at `path` (see storeFile) and returns its public URL. */
export async function uploadImage(bucket: string, path: string, file: File): Promise<string> {
  const stored = await storeFile(bucket, path, file);
  return supabase.storage.from(bucket).getPublicUrl(stored).data.publicUrl;
}
