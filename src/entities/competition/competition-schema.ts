import { z } from 'zod';

/**
 * A competition as the admin form writes it: a slug of lowercase letters and digits in
 * hyphen-separated words (what `slugify()` in src/lib/slugify.ts makes), a level of up to four
 * digits (1 is the main competition).
 */
export const competitionSchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required'),
  slug: z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'admin-competitions:form.slugInvalid'),
  level: z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .regex(/^\d{1,4}$/, 'admin-competitions:form.levelInvalid'),
});

export type CompetitionFormValues = z.infer<typeof competitionSchema>;
