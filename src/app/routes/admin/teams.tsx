import { AccessDenied } from '@/components/errors/access-denied';
import { TeamsList } from '@/features/teams/admin/components/teams-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Teams: admins manage all; a captain sees the list and edits his own team's media. */
export function Component() {
  const { hasPermission, role, profile } = useAuth();
  if (!hasPermission(['captain'])) return <AccessDenied />;
  return <TeamsList canManage={role === 'admin'} ownTeamId={profile?.team_id} />;
}
