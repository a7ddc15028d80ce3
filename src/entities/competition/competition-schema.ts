import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slugify';

/**
 * A competition as the admin form writes it: a slug by the one slug rule (`SLUG_PATTERN`, what
 * `slugify()` makes and the database checks), a level of up to four digits (1 is the main
 * competition).
 */
export const competitionSchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required'),
  slug: z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .regex(SLUG_PATTERN, 'admin-competitions:form.slugInvalid'),
  level: z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .regex(/^\d{1,4}$/, 'admin-competitions:form.levelInvalid'),
});

export type CompetitionFormValues = z.infer<typeof competitionSchema>;
