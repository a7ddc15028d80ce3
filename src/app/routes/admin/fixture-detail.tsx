import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useFixtureCapabilities } from '@/app/routes/admin/fixture-capabilities';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { useFixture } from '@/features/matches/admin/api/get-fixture';
import { FixtureDetail } from '@/features/matches/admin/components/fixture-detail';

/** A match and its result form (admins; captains for their team's matches). */
export function Component() {
  const { t } = useTranslation('admin-fixtures');
  const id = Number(useParams().id);
  const capabilities = useFixtureCapabilities();
  const fixture = useFixture(id);
  const navigate = useNavigate();
  if (!capabilities) return <AccessDenied />;
  return (
    <RecordGate
      query={fixture}
      notFoundTitle={t('detail.title')}
      notFoundDescription={t('detail.notFound')}
      loadErrorMessage={t('loadError')}
    >
      {(match) => (
        <FixtureDetail
          fixture={match}
          version={fixture.dataUpdatedAt}
          capabilities={capabilities}
          onDeleted={() => navigate('/admin/fixtures')}
        />
      )}
    </RecordGate>
  );
}
