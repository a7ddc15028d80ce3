import { Newspaper, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useArticles, type ArticleListItem } from '@/features/news/api/get-articles';
import { formatRelative } from '@/lib/dates';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

const CARD =
  'flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm';

/** `first`: the first card's cover is the page's largest picture on every screen, asked at once. */
function ArticleCard({ article, first }: { article: ArticleListItem; first: boolean }) {
  const { t, i18n } = useTranslation('news');
  return (
    <Link
      to={`/news/${article.slug}`}
      className={`${CARD} group transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
    >
      <div className="aspect-[40/21] overflow-hidden bg-muted">
        {article.cover_image_url && (
          <img
            alt=""
            width={1200}
            height={630}
            loading={first ? undefined : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform group-hover:scale-105"
            {...pictureAttributes(article.cover_image_url, PICTURE_SIZES.card)}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          {article.pinned && (
            <Badge variant="secondary" className="gap-1">
              <Pin className="size-3" aria-hidden />
              {t('list.pinned')}
            </Badge>
          )}
          {article.published_at && (
            <time dateTime={article.published_at}>
              {formatRelative(article.published_at, i18n.resolvedLanguage ?? 'it')}
            </time>
          )}
        </div>
        <h2 className="text-lg font-semibold leading-snug group-hover:underline">
          {article.title}
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
      </div>
    </Link>
  );
}

/** Published news, pinned articles first. */
export function NewsList() {
  const { t } = useTranslation('news');
  const { data, isError } = useArticles();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
      {isError ? (
        <LoadError message={t('list.error')} />
      ) : data?.length === 0 ? (
        <EmptyState icon={Newspaper} message={t('list.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data
            ? data.map((article, index) => (
                <li key={article.id} className="min-w-0">
                  <ArticleCard article={article} first={index === 0} />
                </li>
              ))
            : Array.from({ length: 6 }, (_, i) => (
                // Own keys: an article whose id equals a placeholder's index must not take that
                // placeholder's node (the browser would count the move as a layout shift).
                <li key={`placeholder-${i}`} data-loading="true" className={CARD}>
                  <Skeleton className="aspect-[40/21] rounded-none" />
                  {/* Sized like a card: date line, two-line title, three-line excerpt. */}
                  <div className="space-y-2 p-4">
                    <Skeleton className="h-5 w-24" />
                    <Skeleton className="h-12 w-full" />
                    <Skeleton className="h-[60px] w-full" />
                  </div>
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
