import { AccessDenied } from '@/components/errors/access-denied';
import { CompetitionsList } from '@/features/competitions/admin/components/competitions-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return <CompetitionsList />;
}
