import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { useTournamentMode } from '@/features/competitions/admin/api/get-tournament-mode';
import { TournamentModeForm } from '@/features/competitions/admin/components/tournament-mode-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-tournament-modes');
  const id = Number(useParams().id);
  const { hasPermission } = useAuth();
  const record = useTournamentMode(id);
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
          <TournamentModeForm tournamentMode={item} />
        </>
      )}
    </RecordGate>
  );
}
