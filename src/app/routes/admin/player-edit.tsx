import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { usePlayer } from '@/features/players/admin/api/get-player';
import { PlayerForm } from '@/features/players/admin/components/player-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-players');
  const id = Number(useParams().id);
  const { hasPermission, role, profile } = useAuth();
  const player = usePlayer(id);
  if (!hasPermission(['captain'])) return <AccessDenied />;
  const isAdmin = role === 'admin';
  return (
    <RecordGate
      query={player}
      notFoundTitle={t('notFound.title')}
      notFoundDescription={t('notFound.description')}
      loadErrorMessage={t('loadError')}
    >
      {(record) =>
        isAdmin || (profile?.team_id && record.team_id === profile.team_id) ? (
          <>
            <PageHeader
              title={t('editTitle')}
              description={`${record.first_name} ${record.last_name}`}
            />
            <PlayerForm
              player={record}
              lockedTeamId={isAdmin ? null : profile?.team_id}
              canEditPrivate
            />
          </>
        ) : (
          <AccessDenied />
        )
      }
    </RecordGate>
  );
}
