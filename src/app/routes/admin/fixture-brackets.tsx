import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { Button } from '@/components/ui/button';
import { BracketEditor } from '@/features/playoffs/admin/components/bracket-editor';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Playoff brackets (admin only), a section of fixtures: brackets list matches. */
export function Component() {
  const { t } = useTranslation('admin-playoffs');
  const { hasPermission } = useAuth();
  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/fixtures">{t('back')}</Link>
          </Button>
        }
      />
      <BracketEditor />
    </>
  );
}
