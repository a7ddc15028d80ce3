import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { useTeam } from '@/features/teams/admin/api/get-team';
import { TeamDetail } from '@/features/teams/admin/components/team-detail';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-teams');
  const id = Number(useParams().id);
  const { hasPermission, role, profile } = useAuth();
  const team = useTeam(id);
  if (!hasPermission(['captain'])) return <AccessDenied />;
  const isAdmin = role === 'admin';
  return (
    <RecordGate
      query={team}
      notFoundTitle={t('notFound.title')}
      notFoundDescription={t('notFound.description')}
      loadErrorMessage={t('loadError')}
    >
      {(record) => (
        <TeamDetail
          team={record}
          canEdit={isAdmin || profile?.team_id === record.id}
          canDelete={isAdmin}
        />
      )}
    </RecordGate>
  );
}
