import { AccessDenied } from '@/components/errors/access-denied';
import { TournamentModesList } from '@/features/competitions/admin/components/tournament-modes-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return <TournamentModesList />;
}
