import type { Database } from '@/types/database';

export type Role = Database['public']['Enums']['app_role'];
export const ROLES = ['admin', 'editor', 'captain', 'player'] as const satisfies readonly Role[];

/**
 * The backend's refusals that the role dialog explains in the user's language (the toast still
 * shows the server's own words).
 */
const KNOWN_ERRORS: Record<string, string> = {
  'You cannot demote your own admin account.': 'users:errors.selfDemote',
  'The last active administrator cannot be removed, demoted or blocked.': 'users:errors.lastAdmin',
  'A captain must be assigned to a team.': 'users:validation.teamRequired',
  'You cannot block your own account.': 'users:errors.selfBlock',
};

export function knownErrorKey(message: string): string | null {
  return KNOWN_ERRORS[message] ?? null;
}
