import { z } from 'zod';
import type { ImageValue } from '@/components/admin/image-upload-field';
import { NONE } from '@/components/admin/select-field';
import type { TeamInput } from '@/features/admin-teams/api/save-team';

/** The spec's limit on team colours. */
export const MAX_TEAM_COLORS = 2;

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;

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

export function toTeamInput(values: TeamFormValues): TeamInput {
  return {
    name: values.name,
    parish: values.parish || null,
    colors: values.colors,
    venue_id: values.venueId === NONE || !values.venueId ? null : Number(values.venueId),
    logo: values.logo ?? null,
    photo: values.photo ?? null,
  };
}
