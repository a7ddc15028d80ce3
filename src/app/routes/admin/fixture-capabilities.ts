import type { FixtureCapabilities } from '@/features/matches/admin/components/fixtures-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * What the signed-in user may do with fixtures: admins everything, a captain with a team the
 * results of that team's matches (RLS enforces the same on the server). Null: nothing.
 */
export function useFixtureCapabilities(): FixtureCapabilities | null {
  const { role, profile } = useAuth();
  if (role === 'admin') return { manage: true, captainTeamId: null };
  if (role === 'captain' && profile?.team_id)
    return { manage: false, captainTeamId: profile.team_id };
  return null;
}
