import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { RecordGate } from '@/components/admin/record-gate';
import { AccessDenied } from '@/components/errors/access-denied';
import { NotFound } from '@/components/errors/not-found';
import { Button } from '@/components/ui/button';
import { useArticle } from '@/features/news/admin/api/get-article';
import { ArticleComments } from '@/features/news/admin/components/article-comments';
import { ArticleForm } from '@/features/news/admin/components/article-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-articles');
  const { hasPermission } = useAuth();
  const id = Number(useParams().id);
  const article = useArticle(id);

  if (!hasPermission(['editor'])) return <AccessDenied />;
  // Here rather than in the gate, which has no place for the link back to the list.
  if (article.data === null) {
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
    <RecordGate
      query={article}
      notFoundTitle={t('notFound.title')}
      notFoundDescription={t('notFound.description')}
      loadErrorMessage={t('loadError')}
    >
      {(record) => (
        <>
          <PageHeader
            title={t('editArticle')}
            description={record.title}
            actions={
              record.status === 'published' && (
                <Button asChild variant="outline">
                  <Link to={`/news/${record.slug}`}>{t('viewPublic')}</Link>
                </Button>
              )
            }
          />
          <div className="grid gap-8">
            {/* Keyed by id so that moving to another article starts a fresh form. */}
            <ArticleForm key={record.id} article={record} />
            <ArticleComments articleId={record.id} />
          </div>
        </>
      )}
    </RecordGate>
  );
}
