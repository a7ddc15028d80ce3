import { z } from 'zod';
import type { ImageValue } from '@/components/admin/image-upload-field';
import { isJerseyNumber } from '@/entities/player/player-rules';

const REQUIRED = 'common:validation.required';

/** A player as the admin form writes it; the private fields only reach staff (player_private). */
export const playerFormSchema = z.object({
  firstName: z.string().trim().min(1, REQUIRED),
  lastName: z.string().trim().min(1, REQUIRED),
  photo: z.custom<ImageValue>(),
  teamId: z.string(),
  dateOfBirth: z
    .string()
    .refine(
      (value) =>
        !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '1900-01-01' && value <= today()),
      'admin-players:form.dateOfBirthInvalid',
    ),
  nationality: z.string().trim(),
  role: z.string(),
  jerseyNumber: z
    .string()
    .trim()
    .refine((value) => !value || isJerseyNumber(value), 'admin-players:form.jerseyRange'),
  documentId: z.string().trim(),
});

export type PlayerFormValues = z.infer<typeof playerFormSchema>;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}
