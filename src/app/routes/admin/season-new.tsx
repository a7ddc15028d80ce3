import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { SeasonForm } from '@/features/competitions/admin/components/season-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-seasons');
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newTitle')} />
      <SeasonForm />
    </>
  );
}
