import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { ArticleForm } from '@/features/news/admin/components/article-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-articles');
  const { hasPermission } = useAuth();
  const navigate = useNavigate();
  if (!hasPermission(['editor'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newArticle')} />
      <ArticleForm
        onSaved={(article) => {
          // Editing continues on the article's own page (cover, comments, further changes).
          navigate(`/admin/articles/${article.id}/edit`, { replace: true });
        }}
      />
    </>
  );
}
