import { z } from 'zod';

const REQUIRED = 'common:validation.required';

/** An honor as the admin form writes it: team and achievement required, the rest optional. */
export const honorSchema = z.object({
  teamId: z.string().min(1, REQUIRED),
  achievement: z.string().trim().min(1, REQUIRED),
  competitionId: z.string(),
  seasonId: z.string(),
});

export type HonorFormValues = z.infer<typeof honorSchema>;
