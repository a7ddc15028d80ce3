import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useLatestArticles } from '@/features/homepage/api/get-latest-articles';
import { WidgetCard } from '@/features/homepage/components/widget-card';
import {
  DEFAULT_LIMITS,
  numberSetting,
  type WidgetSettings,
} from '@/features/homepage/utils/layout';
import { formatRelative } from '@/lib/dates';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/** The newest published articles, each with its cover and how long ago it came out. */
export function LatestNewsWidget({ settings }: { settings: WidgetSettings }) {
  const { t, i18n } = useTranslation('homepage');
  const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.latest_news);
  const { data, isError } = useLatestArticles(limit);
  return (
    <WidgetCard title={t('news.title')} link={{ to: '/news', label: t('news.all') }}>
      {isError ? (
        <LoadError message={t('news.error')} />
      ) : data?.length === 0 ? (
        <EmptyState icon={Newspaper} message={t('news.empty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {(data ?? Array.from({ length: limit }, () => null)).map((article, i) =>
            article ? (
              <li key={article.id}>
                <Link
                  to={`/news/${article.slug}`}
                  className="group flex gap-3 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <div className="aspect-[40/21] w-28 shrink-0 overflow-hidden rounded-md bg-muted sm:w-32">
                    {article.cover_image_url && (
                      <img
                        alt=""
                        width={1200}
                        height={630}
                        loading="lazy"
                        decoding="async"
                        className="size-full object-cover transition-transform group-hover:scale-105"
                        {...pictureAttributes(article.cover_image_url, PICTURE_SIZES.thumbnail)}
                      />
                    )}
                  </div>
                  <div className="min-w-0">
                    <h3 className="line-clamp-3 font-medium leading-snug group-hover:underline">
                      {article.title}
                    </h3>
                    {article.published_at && (
                      <time
                        dateTime={article.published_at}
                        className="text-xs text-muted-foreground"
                      >
                        {formatRelative(article.published_at, i18n.resolvedLanguage ?? 'it')}
                      </time>
                    )}
                  </div>
                </Link>
              </li>
            ) : (
              <li key={i} data-loading="true" className="flex gap-3">
                <Skeleton className="aspect-[40/21] w-28 shrink-0 sm:w-32" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4" />
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </WidgetCard>
  );
}
