import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { SponsorForm } from '@/features/teams/admin/components/sponsor-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-sponsors');
  const { hasPermission, role, profile } = useAuth();
  if (!hasPermission(['captain'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newTitle')} />
      <SponsorForm lockedTeamId={role === 'admin' ? null : profile?.team_id} />
    </>
  );
}
