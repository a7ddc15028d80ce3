import { AccessDenied } from '@/components/errors/access-denied';
import { SponsorsList } from '@/features/teams/admin/components/sponsors-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { hasPermission, role, profile } = useAuth();
  if (!hasPermission(['captain'])) return <AccessDenied />;
  return <SponsorsList canManageAll={role === 'admin'} ownTeamId={profile?.team_id} />;
}
