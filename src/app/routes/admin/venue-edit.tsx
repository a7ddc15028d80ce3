import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { useVenue } from '@/features/venues/admin/api/get-venue';
import { VenueForm } from '@/features/venues/admin/components/venue-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-venues');
  const id = Number(useParams().id);
  const { hasPermission } = useAuth();
  const record = useVenue(id);
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
          <VenueForm venue={item} />
        </>
      )}
    </RecordGate>
  );
}
