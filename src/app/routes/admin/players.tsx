import { AccessDenied } from '@/components/errors/access-denied';
import { PlayersList } from '@/features/players/admin/components/players-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Players: admins manage all; a captain those of his own team (the database enforces it). */
export function Component() {
  const { hasPermission, role, profile } = useAuth();
  if (!hasPermission(['captain'])) return <AccessDenied />;
  return <PlayersList canManageAll={role === 'admin'} ownTeamId={profile?.team_id} />;
}
