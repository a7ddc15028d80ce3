import { z } from 'zod';
import { IMAGE_TYPES, VIDEO_TYPES } from '@/lib/storage';

/** The types the gallery bucket accepts. */
export const MEDIA_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES];

export const MAX_FILES = 10;
/** The gallery bucket's limit. */
export const MAX_MEDIA_BYTES = 50 * 1024 * 1024;

export const albumSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .max(120, 'admin-gallery:validation.nameMax'),
  description: z.string().trim().max(1000, 'admin-gallery:validation.descriptionMax'),
});

export type AlbumValues = z.infer<typeof albumSchema>;

export const uploadSchema = z.object({
  files: z
    .array(z.instanceof(File))
    .min(1, 'admin-gallery:validation.noFiles')
    .max(MAX_FILES, 'admin-gallery:validation.tooManyFiles')
    .refine(
      (files) => files.every((file) => MEDIA_TYPES.includes(file.type)),
      'admin-gallery:validation.fileType',
    )
    .refine(
      (files) => files.every((file) => file.size <= MAX_MEDIA_BYTES),
      'admin-gallery:validation.fileSize',
    ),
});

export type UploadValues = z.infer<typeof uploadSchema>;
