import { AccessDenied } from '@/components/errors/access-denied';
import { SeasonsList } from '@/features/competitions/admin/components/seasons-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return <SeasonsList />;
}
