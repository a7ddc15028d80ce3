import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { CompetitionForm } from '@/features/competitions/admin/components/competition-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-competitions');
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newTitle')} />
      <CompetitionForm />
    </>
  );
}
