import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { useTeam } from '@/features/teams/admin/api/get-team';
import { TeamForm } from '@/features/teams/admin/components/team-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Admins edit everything; the captain of this team only its logo and photo. */
export function Component() {
  const { t } = useTranslation('admin-teams');
  const id = Number(useParams().id);
  const { role, profile } = useAuth();
  const isAdmin = role === 'admin';
  const isOwnCaptain = role === 'captain' && profile?.team_id === id;
  const team = useTeam(id);
  if (!isAdmin && !isOwnCaptain) return <AccessDenied />;
  return (
    <RecordGate
      query={team}
      notFoundTitle={t('notFound.title')}
      notFoundDescription={t('notFound.description')}
      loadErrorMessage={t('loadError')}
    >
      {(record) => (
        <>
          <PageHeader title={t('editTitle')} description={record.name} />
          <TeamForm team={record} mediaOnly={!isAdmin} />
        </>
      )}
    </RecordGate>
  );
}
