import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { fixtureKeys } from '@/features/admin-fixtures/api/fixture-keys';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ImportWizard } from '@/features/fixture-import/components/import-wizard';
import { matchKeys } from '@/features/matches/api/match-keys';

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
        onImported={() => {
          void queryClient.invalidateQueries({ queryKey: fixtureKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: matchKeys.lists() });
        }}
      />
    </>
  );
}
