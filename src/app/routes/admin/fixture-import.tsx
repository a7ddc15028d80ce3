import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { invalidateChanges } from '@/entities/changes';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ImportWizard } from '@/features/matches/admin/components/import-wizard';

/** Fixture import wizard (admin only; import_fixtures() refuses anyone else as well). */
export function Component() {
  const { t } = useTranslation('fixture-import');
  const { hasPermission } = useAuth();
  const queryClient = useQueryClient();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ImportWizard
        listHref="/admin/fixtures"
        onImported={() => void invalidateChanges(queryClient, 'importFixtures')}
      />
    </>
  );
}
