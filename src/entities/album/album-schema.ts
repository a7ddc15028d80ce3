import { z } from 'zod';

export const albumSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .max(120, 'admin-gallery:validation.nameMax'),
  description: z.string().trim().max(1000, 'admin-gallery:validation.descriptionMax'),
});

export type AlbumValues = z.infer<typeof albumSchema>;
