import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { UsersPage } from '@/features/users/components/users-page';

/** User management is admin-only; everyone else gets the spec's Access Denied message. */
export function Component() {
  const { t } = useTranslation('users');
  const { hasPermission, user } = useAuth();
  if (!hasPermission(['admin']) || !user) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <UsersPage currentUserId={user.id} />
    </>
  );
}
