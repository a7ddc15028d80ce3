import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { NotFound } from '@/components/errors/not-found';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useArticle } from '@/features/admin-articles/api/get-article';
import { ArticleComments } from '@/features/admin-articles/components/article-comments';
import { ArticleForm } from '@/features/admin-articles/components/article-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { homepageKeys } from '@/features/homepage/api/homepage-keys';

export function Component() {
  const { t } = useTranslation('admin-articles');
  const { hasPermission } = useAuth();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const article = useArticle(id);

  if (!hasPermission(['editor'])) return <AccessDenied />;
  if (article.isPending) return <PageSpinner />;
  if (article.isError) return <Alert variant="destructive">{t('loadError')}</Alert>;
  if (!article.data) {
    return (
      <NotFound
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button asChild variant="outline">
            <Link to="/admin/articles">{t('notFound.back')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <PageHeader
        title={t('editArticle')}
        description={article.data.title}
        actions={
          article.data.status === 'published' && (
            <Button asChild variant="outline">
              <Link to={`/news/${article.data.slug}`}>{t('viewPublic')}</Link>
            </Button>
          )
        }
      />
      <div className="grid gap-8">
        {/* Keyed by id so that moving to another article starts a fresh form. */}
        <ArticleForm
          key={article.data.id}
          article={article.data}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: homepageKeys.widgets() })}
        />
        <ArticleComments articleId={article.data.id} />
      </div>
    </>
  );
}
