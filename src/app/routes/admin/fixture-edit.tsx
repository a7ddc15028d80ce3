import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { PageSpinner } from '@/components/ui/spinner';
import { useFixture } from '@/features/matches/admin/api/get-fixture';
import { useFixtureOptions } from '@/features/matches/admin/api/get-fixture-options';
import { FixtureForm } from '@/features/matches/admin/components/fixture-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Edit a match (admin only). */
export function Component() {
  const { t } = useTranslation('admin-fixtures');
  const id = Number(useParams().id);
  const { hasPermission } = useAuth();
  const fixture = useFixture(id);
  const options = useFixtureOptions();
  const navigate = useNavigate();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <RecordGate
      query={fixture}
      notFoundTitle={t('detail.title')}
      notFoundDescription={t('detail.notFound')}
      loadErrorMessage={t('loadError')}
    >
      {(match) => (
        <>
          <PageHeader
            title={t('form.editTitle')}
            description={`${match.home_team?.name ?? ''} – ${match.away_team?.name ?? ''}`}
          />
          {options.data ? (
            <FixtureForm
              fixture={match}
              options={options.data}
              cancelTo={`/admin/fixtures/${id}`}
              onSaved={() => {
                toast.success(t('form.saved'));
                navigate(`/admin/fixtures/${id}`);
              }}
            />
          ) : (
            <PageSpinner />
          )}
        </>
      )}
    </RecordGate>
  );
}
