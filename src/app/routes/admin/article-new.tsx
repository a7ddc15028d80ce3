import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { ArticleForm } from '@/features/admin-articles/components/article-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { homepageKeys } from '@/features/homepage/api/homepage-keys';

export function Component() {
  const { t } = useTranslation('admin-articles');
  const { hasPermission } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!hasPermission(['editor'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newArticle')} />
      <ArticleForm
        onSaved={(article) => {
          void queryClient.invalidateQueries({ queryKey: homepageKeys.widgets() });
          // Editing continues on the article's own page (cover, comments, further changes).
          navigate(`/admin/articles/${article.id}/edit`, { replace: true });
        }}
      />
    </>
  );
}
