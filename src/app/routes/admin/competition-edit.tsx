import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { useCompetition } from '@/features/competitions/admin/api/get-competition';
import { CompetitionForm } from '@/features/competitions/admin/components/competition-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-competitions');
  const id = Number(useParams().id);
  const { hasPermission } = useAuth();
  const record = useCompetition(id);
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <RecordGate
      query={record}
      notFoundTitle={t('notFound.title')}
      notFoundDescription={t('notFound.description')}
      loadErrorMessage={t('loadError')}
    >
      {(item) => (
        <>
          <PageHeader title={t('editTitle')} description={item.name} />
          <CompetitionForm competition={item} />
        </>
      )}
    </RecordGate>
  );
}
