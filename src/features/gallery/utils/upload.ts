import { IMAGE_TYPES, VIDEO_TYPES } from '@/lib/storage';

/** The spec's limit on one upload. */
export const MAX_FILES = 10;
/** The gallery bucket's size limit (50 MB). */
export const MAX_BYTES = 50 * 1024 * 1024;

export type SelectionProblem = 'none' | 'tooMany';
export type FileProblem = 'type' | 'size';

/** What is wrong with the selection as a whole, if anything. */
export function selectionProblem(files: readonly File[]): SelectionProblem | null {
  if (files.length === 0) return 'none';
  if (files.length > MAX_FILES) return 'tooMany';
  return null;
}

/** The types the gallery bucket accepts, for the file picker. */
export const ACCEPTED_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES].join(',');

/** What the file becomes in the gallery; null for a type the gallery bucket refuses. */
export function mediaType(file: File): 'image' | 'video' | null {
  if (IMAGE_TYPES.includes(file.type)) return 'image';
  if (VIDEO_TYPES.includes(file.type)) return 'video';
  return null;
}

/** Checked before uploading, so each file gets a translated reason instead of a server error. */
export function fileProblem(file: File): FileProblem | null {
  if (!mediaType(file)) return 'type';
  if (file.size > MAX_BYTES) return 'size';
  return null;
}

/** `<uid>/<time>-<random>.<ext>`: the uploader's own folder, a name that never collides. */
export function objectPath(userId: string, file: File): string {
  const ext = (
    /\.([a-z\d]{1,8})$/i.exec(file.name)?.[1] ??
    file.type.split('/')[1] ??
    'bin'
  ).toLowerCase();
  return `${userId}/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${ext}`;
}
