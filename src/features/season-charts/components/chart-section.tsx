import { ChevronDown, LineChart } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { canWatchScreen, useNearScreen } from '@/features/season-charts/hooks/use-near-screen';
import { cn } from '@/lib/utils';

/** Wide enough for the bump chart to open by itself (the tables page's disclosure). */
const OPEN_FROM = '(min-width: 1024px)';

/**
 * The box a chart takes while its code and data are on their way: the chart's own height, so
 * nothing moves when it arrives. Not flagged `data-loading`: the page is ready without it.
 */
export function ChartPlaceholder({ height }: { height: number }) {
  return <Skeleton className="w-full rounded-lg" style={{ height }} />;
}

/**
 * A season chart's section: its heading at once, its chart (a lazy chunk with the chart library,
 * its texts and its request) only once the section reaches the screen, or is opened where it is
 * `collapsible`. Collapsible sections start closed on phones and open on wide screens.
 *
 * The section comes after the page's own content and the first view does not paint it, so it is
 * left out of the stored view (`data-last-view="skip"`) and marked as added after the takeover
 * (`data-after-takeover`, which the first view's contract test sets aside): adding it at the end
 * of the page moves nothing above it.
 */
export function ChartSection({
  title,
  height,
  collapsible = false,
  children,
}: {
  title: string;
  /** The chart's height in pixels, reserved before it arrives. */
  height: number;
  collapsible?: boolean;
  /** The lazy chart; rendered only when wanted. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(() => !collapsible || window.matchMedia(OPEN_FROM).matches);
  const { ref, near } = useNearScreen<HTMLDivElement>(open);
  // Without IntersectionObserver (no browser the site supports, but a test's document), the
  // visitor asks for the chart.
  const [asked, setAsked] = useState(false);
  const wanted = open && (near || asked);

  return (
    <section
      aria-labelledby={headingId}
      data-last-view="skip"
      data-after-takeover=""
      className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm print:hidden sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {collapsible && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('charts.hide') : t('charts.show')}
            <ChevronDown
              aria-hidden
              className={cn('transition-transform motion-reduce:transition-none', {
                'rotate-180': open,
              })}
            />
          </Button>
        )}
      </div>
      {/* The charts' colour: the league's primary, lightened in dark mode, where a dark brand
          colour would vanish into the card. */}
      <div
        id={bodyId}
        ref={ref}
        hidden={!open}
        className="mt-4 [--chart-accent:hsl(var(--primary))] dark:[--chart-accent:color-mix(in_srgb,hsl(var(--primary))_50%,white)]"
      >
        {open &&
          (wanted ? (
            <Suspense fallback={<ChartPlaceholder height={height} />}>{children}</Suspense>
          ) : !canWatchScreen() ? (
            <div className="flex items-center justify-center" style={{ height }}>
              <Button variant="outline" onClick={() => setAsked(true)}>
                <LineChart aria-hidden />
                {t('charts.load')}
              </Button>
            </div>
          ) : (
            <ChartPlaceholder height={height} />
          ))}
      </div>
    </section>
  );
}
