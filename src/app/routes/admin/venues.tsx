import { AccessDenied } from '@/components/errors/access-denied';
import { VenuesList } from '@/features/venues/admin/components/venues-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return <VenuesList />;
}
