import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { VenueForm } from '@/features/venues/admin/components/venue-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-venues');
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newTitle')} />
      <VenueForm />
    </>
  );
}
