import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useArticle } from '@/features/news/api/get-article';
import { ArticleContent } from '@/features/news/components/article-content';
import { CommentsSection, type CommentViewer } from '@/features/news/components/comments-section';
import { authorName } from '@/features/news/utils/author-name';
import { formatLeagueDate, formatRelative } from '@/lib/dates';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

function BackToNews() {
  const { t } = useTranslation('news');
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link to="/news">
        <ArrowLeft aria-hidden />
        {t('article.back')}
      </Link>
    </Button>
  );
}

/** One published article, its sanitised content and its comments. */
export function ArticlePage({ slug, viewer }: { slug: string; viewer: CommentViewer }) {
  const { t, i18n } = useTranslation('news');
  const language = i18n.resolvedLanguage ?? 'it';
  const { data: article, isPending, isError } = useArticle(slug);
  if (isPending) {
    return (
      <div data-loading="true" className="mx-auto flex max-w-3xl flex-col gap-4">
        <BackToNews />
        <h1 className="sr-only">{t('article.loading')}</h1>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="aspect-[40/21] w-full rounded-xl" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <BackToNews />
        <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
        <LoadError message={t('list.error')} />
      </div>
    );
  }
  if (!article) {
    return (
      <NotFound
        title={t('article.notFound.title')}
        description={t('article.notFound.description')}
        action={
          <Button asChild>
            <Link to="/news">{t('article.back')}</Link>
          </Button>
        }
      />
    );
  }
  const author = authorName(article.author);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <BackToNews />
      <article className="flex flex-col gap-4">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
            {article.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            {author && <>{t('article.by', { author })} · </>}
            {article.published_at && (
              <time
                dateTime={article.published_at}
                title={formatLeagueDate(article.published_at, language)}
              >
                {formatRelative(article.published_at, language)}
              </time>
            )}
          </p>
        </header>
        {article.cover_image_url && (
          <img
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="aspect-[40/21] w-full rounded-xl bg-muted object-cover"
            {...pictureAttributes(article.cover_image_url, PICTURE_SIZES.column)}
          />
        )}
        <ArticleContent html={article.content} />
      </article>
      <CommentsSection articleId={article.id} viewer={viewer} />
    </div>
  );
}
