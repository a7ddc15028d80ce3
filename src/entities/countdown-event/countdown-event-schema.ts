import { z } from 'zod';
import { fromLeagueDateTimeInput } from '@/lib/league-clock';

const REQUIRED = 'common:validation.required';

/** An enabled countdown needs a title and a date (the database refuses it otherwise too). */
export const countdownSchema = z
  .object({
    enabled: z.boolean(),
    title: z.string().trim().max(200, 'countdown-admin:validation.titleMax'),
    eventDate: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.eventDate && !fromLeagueDateTimeInput(values.eventDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['eventDate'],
        message: 'countdown-admin:validation.date',
      });
    }
    if (!values.enabled) return;
    if (!values.title) ctx.addIssue({ code: 'custom', path: ['title'], message: REQUIRED });
    if (!values.eventDate) ctx.addIssue({ code: 'custom', path: ['eventDate'], message: REQUIRED });
  });

export type CountdownValues = z.infer<typeof countdownSchema>;
