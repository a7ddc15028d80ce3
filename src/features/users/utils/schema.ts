import { z } from 'zod';
import { ROLES } from '@/features/users/utils/roles';

export const roleSchema = z
  .object({
    role: z.enum(ROLES),
    teamId: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.role === 'captain' && !values.teamId) {
      ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'users:validation.teamRequired' });
    }
  });

export type RoleValues = z.infer<typeof roleSchema>;
