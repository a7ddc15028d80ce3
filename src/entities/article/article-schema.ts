import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slugify';
import { fromLeagueDateTimeInput } from '@/lib/league-clock';

const REQUIRED = 'common:validation.required';

/**
 * An article as the editor writes it. Its slug follows the one slug rule (src/lib/slugify.ts,
 * equal to the database's app.slugify()); the database refuses any other.
 */
export const articleSchema = z.object({
  title: z.string().trim().min(1, REQUIRED).max(200, 'admin-articles:validation.titleMax'),
  // Empty lets the database derive it from the title; otherwise it must be a valid slug.
  slug: z
    .string()
    .trim()
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'admin-articles:validation.slug'),
  content: z.string(),
  coverImageUrl: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  publishedAt: z
    .string()
    .refine(
      (value) => value === '' || fromLeagueDateTimeInput(value) !== null,
      'admin-articles:validation.date',
    ),
  pinned: z.boolean(),
});

export type ArticleValues = z.infer<typeof articleSchema>;
