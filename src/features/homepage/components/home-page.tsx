import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useHomepageLayout } from '@/features/homepage/api/get-homepage-layout';
import { WidgetView } from '@/features/homepage/components/widget-view';
import {
  allWidgets,
  ROWS_RENDERED_AT_ONCE,
  textSetting,
  type LayoutRow,
} from '@/features/homepage/utils/layout';
import { cn } from '@/lib/utils';

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

/** The first hero with a title names the page (its h1); otherwise a hidden h1 does. */
function titleWidgetId(rows: LayoutRow[]): string | undefined {
  return allWidgets(rows).find(
    (widget) => widget.kind === 'hero' && textSetting(widget.settings, 'title') !== '',
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
      {rows.map((row, index) => (
        <div
          key={row.id}
          className={cn(
            'grid gap-6 lg:grid-cols-12',
            index >= ROWS_RENDERED_AT_ONCE && 'render-near-screen',
          )}
        >
          {row.columns.map((column) => (
            <div key={column.id} className={`flex min-w-0 flex-col gap-6 ${SPANS[column.width]}`}>
              {column.widgets.map((widget) => (
                <WidgetView
                  key={widget.id}
                  widget={widget}
                  headingLevel={widget.id === titleId ? 'h1' : 'h2'}
                />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
