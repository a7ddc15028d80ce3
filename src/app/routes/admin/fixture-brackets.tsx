import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { Button } from '@/components/ui/button';
import { BracketEditor } from '@/features/admin-playoffs/components/bracket-editor';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { playoffKeys } from '@/features/playoffs/api/playoff-keys';

/** Playoff brackets (admin only), a section of fixtures: brackets list matches. */
export function Component() {
  const { t } = useTranslation('admin-playoffs');
  const { hasPermission } = useAuth();
  const queryClient = useQueryClient();
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
      <BracketEditor
        // The public playoff pages and the navigation's Playoffs link read brackets.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: playoffKeys.all })}
      />
    </>
  );
}
