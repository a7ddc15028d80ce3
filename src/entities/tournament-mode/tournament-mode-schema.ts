import { z } from 'zod';

const points = z
  .string()
  .trim()
  .min(1, 'common:validation.required')
  .regex(/^\d{1,3}$/, 'admin-tournament-modes:form.wholeNumber');

/** A tournament mode as the admin form writes it: whole points and playoff places, one or two legs. */
export const tournamentModeSchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required'),
  pointsWin: points,
  pointsDraw: points,
  pointsLoss: points,
  playoffTeams: points,
  legs: z.enum(['1', '2']),
});

export type TournamentModeFormValues = z.infer<typeof tournamentModeSchema>;
