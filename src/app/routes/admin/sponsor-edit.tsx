import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { useSponsor } from '@/features/teams/admin/api/get-sponsor';
import { SponsorForm } from '@/features/teams/admin/components/sponsor-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-sponsors');
  const id = Number(useParams().id);
  const { hasPermission, role, profile } = useAuth();
  const record = useSponsor(id);
  if (!hasPermission(['captain'])) return <AccessDenied />;
  return (
    <RecordGate
      query={record}
      notFoundTitle={t('notFound.title')}
      notFoundDescription={t('notFound.description')}
      loadErrorMessage={t('loadError')}
    >
      {(item) =>
        role === 'admin' || (!!profile?.team_id && item.team_id === profile.team_id) ? (
          <>
            <PageHeader title={t('editTitle')} description={item.name} />
            <SponsorForm sponsor={item} lockedTeamId={role === 'admin' ? null : profile?.team_id} />
          </>
        ) : (
          <AccessDenied />
        )
      }
    </RecordGate>
  );
}
