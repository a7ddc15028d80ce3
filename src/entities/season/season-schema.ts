import { z } from 'zod';

const REQUIRED = 'common:validation.required';

/** A season as the admin form writes it: a name, and an end date after its start date. */
export const seasonSchema = z
  .object({
    name: z.string().trim().min(1, REQUIRED),
    startDate: z.string().min(1, REQUIRED),
    endDate: z.string().min(1, REQUIRED),
  })
  // ISO dates compare as text; the message sits on the end date, the field to fix.
  .refine((values) => !values.startDate || !values.endDate || values.endDate > values.startDate, {
    path: ['endDate'],
    message: 'admin-seasons:form.endAfterStart',
  });

export type SeasonFormValues = z.infer<typeof seasonSchema>;
