import { ArrowRight, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePinnedArticle } from '@/features/homepage/api/get-pinned-article';
import { WidgetCard } from '@/features/homepage/components/widget-card';
import { numberSetting, type WidgetSettings } from '@/features/homepage/utils/layout';
import { formatRelative } from '@/lib/dates';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/** The featured article picked in the layout editor, while it stays pinned and published. */
export function PinnedArticleWidget({ settings }: { settings: WidgetSettings }) {
  const { t, i18n } = useTranslation('homepage');
  const {
    data: article,
    isPending,
    isError,
  } = usePinnedArticle(numberSetting(settings, 'article_id'));
  if (isPending) return <Skeleton data-loading="true" className="h-[420px] rounded-xl" />;
  if (isError || !article) return null;
  return (
    <WidgetCard title={t('pinned.title')}>
      <article className="flex flex-col gap-3">
        {article.cover_image_url && (
          <img
            alt=""
            width={1200}
            height={630}
            loading="lazy"
            decoding="async"
            className="aspect-[40/21] w-full rounded-lg bg-muted object-cover"
            {...pictureAttributes(article.cover_image_url, PICTURE_SIZES.wide)}
          />
        )}
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <Pin className="size-3.5" aria-hidden />
          {article.published_at && (
            <time dateTime={article.published_at}>
              {formatRelative(article.published_at, i18n.resolvedLanguage ?? 'it')}
            </time>
          )}
        </div>
        <h3 className="text-lg font-semibold leading-snug">{article.title}</h3>
        <p className="line-clamp-4 text-sm text-muted-foreground">{article.excerpt}</p>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to={`/news/${article.slug}`}>
              {t('pinned.read')}
              <span className="sr-only">: {article.title}</span>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </article>
    </WidgetCard>
  );
}
