import { AccessDenied } from '@/components/errors/access-denied';
import { Dashboard, type QuickAction } from '@/features/dashboard/admin/components/dashboard';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * Admin home. Quick actions follow what each role may do: admins everything, editors articles,
 * a captain new players for his team.
 */
export function Component() {
  const { role, profile } = useAuth();
  if (role !== 'admin' && role !== 'editor' && role !== 'captain') return <AccessDenied />;
  const actions: QuickAction[] =
    role === 'admin'
      ? ['team', 'player', 'match', 'article']
      : role === 'editor'
        ? ['article']
        : profile?.team_id
          ? ['player']
          : [];
  const linkedStats =
    role === 'admin'
      ? (['teams', 'players', 'scheduled_matches', 'registered_users'] as const)
      : role === 'captain'
        ? (['teams', 'players', 'scheduled_matches'] as const)
        : ([] as const);
  return <Dashboard actions={actions} linkedStats={linkedStats} />;
}
