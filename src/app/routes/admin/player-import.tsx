import { AccessDenied } from '@/components/errors/access-denied';
import { PlayerImportWizard } from '@/features/players/admin/components/player-import-wizard';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { role, profile } = useAuth();
  const isAdmin = role === 'admin';
  if (!isAdmin && !(role === 'captain' && profile?.team_id)) return <AccessDenied />;
  return <PlayerImportWizard lockedTeamId={isAdmin ? null : profile?.team_id} />;
}
