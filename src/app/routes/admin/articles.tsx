import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { Button } from '@/components/ui/button';
import { ArticlesList } from '@/features/admin-articles/components/articles-list';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { homepageKeys } from '@/features/homepage/api/homepage-keys';

/** Articles (editors and admins). Pinning changes what the home page's widgets show. */
export function Component() {
  const { t } = useTranslation('admin-articles');
  const { hasPermission } = useAuth();
  const queryClient = useQueryClient();
  if (!hasPermission(['editor'])) return <AccessDenied />;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button asChild>
            <Link to="/admin/articles/new">
              <Plus aria-hidden />
              {t('newArticle')}
            </Link>
          </Button>
        }
      />
      <ArticlesList
        onChanged={() => void queryClient.invalidateQueries({ queryKey: homepageKeys.widgets() })}
      />
    </>
  );
}
