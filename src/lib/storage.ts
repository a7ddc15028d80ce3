import { i18n } from '@/lib/i18n';
import { picturePaths, SCALED_TYPES } from '@/lib/picture-sizes';
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

/**
 * A photo the browser scales before storing it (src/lib/picture-variants.ts) may be picked up to
 * this size, whatever the bucket's limit: a phone's camera writes 4–12 MB, and what is stored is
 * its 2,048 pixels, well under any bucket's limit.
 */
export const PHOTO_MAX_BYTES = 40 * 1024 * 1024;

export type ImageProblem = 'wrongType' | 'tooBig';

/** The largest `file` may be picked, for a bucket that stores at most `maxBytes`. */
function imageLimit(file: File, maxBytes = DEFAULT_IMAGE_MAX_BYTES): number {
  return SCALED_TYPES.includes(file.type) ? Math.max(maxBytes, PHOTO_MAX_BYTES) : maxBytes;
}

function imageProblem(file: File, maxBytes: number): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > imageLimit(file, maxBytes)) return 'tooBig';
  return null;
}

/**
 * What is wrong with `file` for a bucket that stores at most `maxBytes`, in the user's language,
 * or null: checked before uploading, so the user reads it instead of the server's English.
 */
export function imageProblemMessage(file: File, maxBytes = DEFAULT_IMAGE_MAX_BYTES): string | null {
  const problem = imageProblem(file, maxBytes);
  return (
    problem && i18n.t(`common:upload.${problem}`, { max: megabytes(imageLimit(file, maxBytes)) })
  );
}

/** Megabytes, to one decimal, for the upload messages' `{{max}}`. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

/**
 * What is left to store is larger than the bucket takes: a picture the browser could not scale,
 * or one that stays large once scaled. `maxBytes` is the bucket's limit, for the message.
 */
export class TooBigError extends Error {
  constructor(readonly maxBytes: number) {
    // errorMessage() shows it as it is: in the user's language.
    super(i18n.t('common:upload.tooBig', { max: megabytes(maxBytes) }));
    this.name = 'TooBigError';
  }
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
export async function storeFile(
  bucket: string,
  path: string,
  file: File,
  maxBytes = Infinity,
): Promise<string> {
  const { sizePicture } = await import('@/lib/picture-variants');
  const sized = await sizePicture(file, path);
  const picture = sized?.picture ?? { path, blob: file, type: file.type };
  // Said here in the user's language rather than by the bucket (HTTP 413), before any upload.
  if (picture.blob.size > maxBytes) throw new TooBigError(maxBytes);
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

/**
 * Uploads `file` to `bucket` at `path` (see storeFile; TooBigError past `maxBytes`, the
 * bucket's limit) and returns its public URL.
 */
export async function uploadImage(
  bucket: string,
  path: string,
  file: File,
  maxBytes = DEFAULT_IMAGE_MAX_BYTES,
): Promise<string> {
  const stored = await storeFile(bucket, path, file, maxBytes);
  return supabase.storage.from(bucket).getPublicUrl(stored).data.publicUrl;
}
