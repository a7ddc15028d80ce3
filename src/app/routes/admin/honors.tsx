import { AccessDenied } from '@/components/errors/access-denied';
import { HonorsList } from '@/features/teams/admin/components/honors-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return <HonorsList />;
}
