import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useHomepageLayout } from '@/features/homepage/api/get-homepage-layout';
import { CountdownWidget } from '@/features/homepage/components/countdown-widget';
import { HeroWidget } from '@/features/homepage/components/hero-widget';
import { LatestNewsWidget } from '@/features/homepage/components/latest-news-widget';
import { LeagueTableWidget } from '@/features/homepage/components/league-table-widget';
import { MediaCarouselWidget } from '@/features/homepage/components/media-carousel-widget';
import { PinnedArticleWidget } from '@/features/homepage/components/pinned-article-widget';
import { UpcomingMatchesWidget } from '@/features/homepage/components/upcoming-matches-widget';
import type { LayoutRow, Widget } from '@/features/homepage/utils/layout';

// Static class names, so Tailwind sees every one of them.
const SPANS: Record<number, string> = {
  1: 'lg:col-span-1',
  2: 'lg:col-span-2',
  3: 'lg:col-span-3',
  4: 'lg:col-span-4',
  5: 'lg:col-span-5',
  6: 'lg:col-span-6',
  7: 'lg:col-span-7',
  8: 'lg:col-span-8',
  9: 'lg:col-span-9',
  10: 'lg:col-span-10',
  11: 'lg:col-span-11',
  12: 'lg:col-span-12',
};

function WidgetView({ widget, isTitle }: { widget: Widget; isTitle: boolean }) {
  const { settings } = widget;
  switch (widget.kind) {
    case 'hero':
      return <HeroWidget settings={settings} headingLevel={isTitle ? 'h1' : 'h2'} />;
    case 'countdown':
      return <CountdownWidget />;
    case 'media_carousel':
      return <MediaCarouselWidget settings={settings} />;
    case 'upcoming_matches':
      return <UpcomingMatchesWidget settings={settings} />;
    case 'latest_news':
      return <LatestNewsWidget settings={settings} />;
    case 'league_table':
      return <LeagueTableWidget settings={settings} />;
    case 'pinned_article':
      return <PinnedArticleWidget settings={settings} />;
  }
}

/** The first hero with a title names the page (its h1); otherwise a hidden h1 does. */
function titleWidgetId(rows: LayoutRow[]): string | undefined {
  return rows
    .flatMap((row) => row.columns.flatMap((column) => column.widgets))
    .find(
      (widget) =>
        widget.kind === 'hero' &&
        typeof widget.settings.title === 'string' &&
        widget.settings.title.trim(),
    )?.id;
}

function HomeSkeleton() {
  return (
    <div data-loading="true" className="flex flex-col gap-6">
      <Skeleton className="min-h-[240px] rounded-2xl sm:min-h-[320px] lg:min-h-[360px]" />
      <div className="grid gap-6 lg:grid-cols-12">
        <Skeleton className="h-[196px] rounded-xl lg:col-span-4" />
        <Skeleton className="h-[360px] rounded-xl lg:col-span-8" />
      </div>
    </div>
  );
}

/** The home page: rows of columns of widgets, as laid out in the admin homepage editor. */
export function HomePage() {
  const { t } = useTranslation('homepage');
  const { data: rows, isError } = useHomepageLayout();
  const titleId = rows && titleWidgetId(rows);
  const hiddenTitle = !titleId && <h1 className="sr-only">{t('title')}</h1>;
  if (isError) {
    return (
      <>
        {hiddenTitle}
        <LoadError message={t('error')} />
      </>
    );
  }
  if (!rows) {
    return (
      <>
        <h1 className="sr-only">{t('title')}</h1>
        <HomeSkeleton />
      </>
    );
  }
  if (!rows.length) {
    return (
      <section className="flex min-h-[40vh] flex-col items-center justify-center gap-3 py-16 text-center">
        <Construction className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('empty.title')}</h1>
        <p className="max-w-md text-muted-foreground">{t('empty.description')}</p>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {hiddenTitle}
      {rows.map((row) => (
        <div key={row.id} className="grid gap-6 lg:grid-cols-12">
          {row.columns.map((column) => (
            <div key={column.id} className={`flex min-w-0 flex-col gap-6 ${SPANS[column.width]}`}>
              {column.widgets.map((widget) => (
                <WidgetView key={widget.id} widget={widget} isTitle={widget.id === titleId} />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
