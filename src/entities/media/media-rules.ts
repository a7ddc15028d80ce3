import { z } from 'zod';
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

/**
 * The same rules as a form's schema (the admin's upload into an album, which reports the
 * selection's first problem; the gallery's dialog reports each file's).
 */
export const uploadSchema = z.object({
  files: z
    .array(z.instanceof(File))
    .min(1, 'admin-gallery:validation.noFiles')
    .max(MAX_FILES, 'admin-gallery:validation.tooManyFiles')
    .refine(
      (files) => files.every((file) => fileProblem(file) !== 'type'),
      'admin-gallery:validation.fileType',
    )
    .refine(
      (files) => files.every((file) => fileProblem(file) !== 'size'),
      'admin-gallery:validation.fileSize',
    ),
});

export type UploadValues = z.infer<typeof uploadSchema>;
