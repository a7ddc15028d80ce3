import { z } from 'zod';
import type { ImageValue } from '@/components/admin/image-upload-field';

/** The spec's limit on team colours. */
export const MAX_TEAM_COLORS = 2;

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;

/** A team as the admin form writes it (a captain's form sends only its logo and photo). */
export const teamFormSchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required'),
  parish: z.string().trim(),
  colors: z
    .array(z.string().regex(HEX, 'admin-teams:form.colorInvalid'))
    .max(MAX_TEAM_COLORS, 'admin-teams:form.colorsMax'),
  venueId: z.string(),
  logo: z.custom<ImageValue>(),
  photo: z.custom<ImageValue>(),
});

export type TeamFormValues = z.infer<typeof teamFormSchema>;
