import { z } from 'zod';

/** A goal as the result form enters it; minutes up to 130 (extra time), or none. */
export const goalSchema = z.object({
  /** The side credited with the goal (for an own goal, the side that benefits). */
  side: z.enum(['home', 'away']),
  player_id: z.string(),
  minute: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= 130),
      'admin-fixtures:validation.minute',
    ),
  own_goal: z.boolean(),
});
