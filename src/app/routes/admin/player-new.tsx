import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { PlayerForm } from '@/features/players/admin/components/player-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-players');
  const { role, profile } = useAuth();
  const isAdmin = role === 'admin';
  if (!isAdmin && !(role === 'captain' && profile?.team_id)) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newTitle')} />
      <PlayerForm lockedTeamId={isAdmin ? null : profile?.team_id} canEditPrivate />
    </>
  );
}
