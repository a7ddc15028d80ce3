import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useFixtureOptions } from '@/features/matches/admin/api/get-fixture-options';
import { FixtureForm } from '@/features/matches/admin/components/fixture-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** A new match (admin only); saving opens it, ready for its result. */
export function Component() {
  const { t } = useTranslation('admin-fixtures');
  const { hasPermission } = useAuth();
  const options = useFixtureOptions();
  const navigate = useNavigate();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('form.newTitle')} />
      {options.data ? (
        <FixtureForm
          options={options.data}
          cancelTo="/admin/fixtures"
          onSaved={(id) => {
            toast.success(t('form.created'));
            navigate(`/admin/fixtures/${id}`);
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
