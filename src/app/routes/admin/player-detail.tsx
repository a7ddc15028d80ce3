import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { usePlayer } from '@/features/players/admin/api/get-player';
import { PlayerDetail } from '@/features/players/admin/components/player-detail';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-players');
  const id = Number(useParams().id);
  const { hasPermission, role, profile } = useAuth();
  const player = usePlayer(id);
  if (!hasPermission(['captain'])) return <AccessDenied />;
  return (
    <RecordGate
      query={player}
      notFoundTitle={t('notFound.title')}
      notFoundDescription={t('notFound.description')}
      loadErrorMessage={t('loadError')}
    >
      {(record) => {
        const canManage =
          role === 'admin' || (!!profile?.team_id && record.team_id === profile.team_id);
        return <PlayerDetail player={record} canManage={canManage} showPrivate={canManage} />;
      }}
    </RecordGate>
  );
}
