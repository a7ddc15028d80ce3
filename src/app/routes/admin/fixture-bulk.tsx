import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useFixtureOptions } from '@/features/matches/admin/api/get-fixture-options';
import { BulkCreateForm } from '@/features/matches/admin/components/bulk-create-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Round-robin calendar generator (admin only). */
export function Component() {
  const { t } = useTranslation('admin-fixtures');
  const { hasPermission } = useAuth();
  const options = useFixtureOptions();
  const navigate = useNavigate();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      {options.data ? (
        <BulkCreateForm
          options={options.data}
          cancelTo="/admin/fixtures"
          onCreated={(count) => {
            toast.success(t('create.created', { count }));
            navigate('/admin/fixtures');
          }}
        />
      ) : options.isError ? (
        <LoadError message={t('loadError')} />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
