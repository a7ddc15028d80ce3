import type { CarouselMediaRow } from '@/features/homepage/api/get-carousel-media';
import type { CountdownEventRow } from '@/entities/countdown-event/countdown-event-row';
import type { LatestArticle } from '@/features/homepage/api/get-latest-articles';
import type { LeagueContext } from '@/features/homepage/api/get-league-context';
import type { PinnedArticle } from '@/features/homepage/api/get-pinned-article';
import type { StandingRow } from '@/features/homepage/api/get-league-standings';
import type { UpcomingMatch } from '@/features/homepage/api/get-upcoming-matches';
import {
  DEFAULT_LIMITS,
  numberSetting,
  parseLayout,
  ROWS_RENDERED_AT_ONCE,
  safePath,
  textSetting,
  type LayoutRow,
  type Widget,
  type WidgetSettings,
} from '@/features/homepage/utils/layout';
import type { Json } from '@/types/database';
import {
  cx,
  Html,
  laterPart,
  markup,
  type FirstViewPage,
  type LaterPart,
} from '@/app/first-view/html';
import { countdown, followCountdown } from '@/app/first-view/home-countdown';
import {
  ARROW_RIGHT,
  BUTTON_DEFAULT,
  BUTTON_LARGE,
  BUTTON_SECONDARY,
  latestNews,
  leagueTable,
  mediaCarousel,
  pinnedArticle,
  upcomingMatches,
} from '@/app/first-view/home-widgets';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';
import { pictureSource } from '@/app/first-view/picture';
import { PICTURE_SIZES } from '@/lib/picture-sizes';

/** One widget's part of page_home(): its query's parameters and that query's answer. */
interface WidgetPart {
  kind: string;
  params: Record<string, Json | undefined> | null;
  data: unknown;
}

/** page_home() in SQL (src/app/routes/home-data.ts files it under the widgets' queries). */
export interface HomeAnswer {
  layout?: Json;
  context?: LeagueContext | null;
  widgets?: readonly WidgetPart[] | null;
}

/**
 * The part the widget's query finds in the app's cache: the same kind, and parameters equal to
 * the query's (its key); undefined when the answer has none, and the widget would ask itself.
 */
function partFor(
  parts: readonly WidgetPart[],
  kind: string,
  params: Record<string, number | null>,
): WidgetPart | undefined {
  const keys = Object.keys(params);
  return parts.find(
    (part) =>
      part.kind === kind &&
      part.params !== null &&
      Object.keys(part.params).length === keys.length &&
      keys.every((key) => part.params?.[key] === params[key]),
  );
}

/** src/features/homepage/components/widget-card.tsx; `id` stands for the app's useId(). */
function card(id: string, title: string, content: Html, link?: [to: string, label: string]): Html {
  return markup`<section aria-labelledby="${id}" class="flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm">
    <div class="flex items-center justify-between gap-3 px-5 pb-3 pt-5">
      <h2 id="${id}" class="text-lg font-semibold tracking-tight">${title}</h2>
      ${
        link &&
        markup`<a class="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          href="${link[0]}"
        >${link[1]}${icon('arrow-right', ARROW_RIGHT, 'size-4')}</a>`
      }
    </div>
    <div class="flex-1 px-5 pb-5">${content}</div>
  </section>`;
}

/** src/features/homepage/components/hero-widget.tsx */
function hero(settings: WidgetSettings, heading: 'h1' | 'h2'): Html {
  const title = textSetting(settings, 'title');
  const subtitle = textSetting(settings, 'subtitle');
  const buttonText = textSetting(settings, 'button_text');
  const link = safePath(textSetting(settings, 'button_link'));
  const image = textSetting(settings, 'image_url');
  const variant = image ? BUTTON_DEFAULT : BUTTON_SECONDARY;
  const tag = new Html(heading);
  return markup`<section class="${cx(
    'relative isolate flex min-h-[240px] items-end overflow-hidden rounded-2xl sm:min-h-[320px] lg:min-h-[360px]',
    image ? 'bg-zinc-900 text-white' : 'bg-primary text-primary-foreground',
  )}">
    ${
      image &&
      markup`<img alt="" width="1600" height="600" fetchpriority="high" decoding="async"
        class="absolute inset-0 -z-10 size-full object-cover" ${pictureSource(image, PICTURE_SIZES.wide)}>
      <div class="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/55 to-black/10 sm:bg-gradient-to-r"></div>`
    }
    <div class="flex max-w-2xl flex-col gap-3 p-6 sm:p-10">
      ${
        title &&
        // `heading` is one of two tag names, never data.
        markup`<${tag} class="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">${title}</${tag}>`
      }
      ${subtitle && markup`<p class="text-base opacity-90 sm:text-lg">${subtitle}</p>`}
      ${
        buttonText &&
        link &&
        markup`<div class="pt-2">
          <a class="${BUTTON_LARGE} ${variant}" href="${link}">${buttonText}${icon('arrow-right', ARROW_RIGHT)}</a>
        </div>`
      }
    </div>
  </section>`;
}

/** The answer at the moment it is painted, and the event of a countdown painted, to tick. */
interface Moment {
  context: LeagueContext;
  parts: readonly WidgetPart[];
  now: number;
  ticking?: string;
}

/** A widget's markup, or undefined for a state the first view leaves to the app. */
type WidgetBuild = () => Html | undefined;

/**
 * One widget as the app's first frame shows it (src/features/homepage/components/
 * widget-view.tsx), from its part of the answer: undefined when the answer lacks what the
 * widget's query would find in the app's cache (the app would ask, and show a skeleton first),
 * else its build, which may still leave it to the app (undefined) for a state of this moment (a
 * date whose words are about to change, an event about to begin). Empty markup for a widget
 * that shows nothing.
 */
function widget(
  t: Translate,
  language: string,
  { kind, settings }: Widget,
  moment: Moment,
  heading: 'h1' | 'h2',
  id: string,
): WidgetBuild | undefined {
  const { context, parts } = moment;
  switch (kind) {
    case 'hero':
      return () => hero(settings, heading);
    case 'countdown': {
      const part = parts.find((p) => p.kind === 'countdown');
      if (!part) return undefined;
      return () => {
        const row = part.data as CountdownEventRow | null;
        const content = countdown(t, language, row, moment.now, (title, c) => card(id, title, c));
        if (content?.value && row?.event_date) moment.ticking = row.event_date;
        return content;
      };
    }
    case 'media_carousel': {
      const albumId = numberSetting(settings, 'album_id');
      const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.media_carousel);
      const data = partFor(parts, kind, { albumId, limit })?.data as CarouselMediaRow[] | undefined;
      if (!data?.length) return undefined;
      return () => {
        const content = mediaCarousel(t, data);
        return (
          content &&
          card(id, t('homepage:carousel.title'), content, ['/gallery', t('homepage:carousel.all')])
        );
      };
    }
    case 'latest_news': {
      const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.latest_news);
      const data = partFor(parts, kind, { limit })?.data as LatestArticle[] | undefined;
      if (!data?.length) return undefined;
      return () => {
        const content = latestNews(language, data);
        return (
          content && card(id, t('homepage:news.title'), content, ['/news', t('homepage:news.all')])
        );
      };
    }
    case 'pinned_article': {
      const articleId = numberSetting(settings, 'article_id');
      // Without an article the app's widget waits for ever (a skeleton).
      if (articleId === null) return undefined;
      const part = partFor(parts, kind, { articleId });
      if (!part) return undefined;
      if (!part.data) return () => markup``;
      return () => {
        const content = pinnedArticle(t, language, part.data as PinnedArticle);
        return content && card(id, t('homepage:pinned.title'), content);
      };
    }
    case 'league_table': {
      const competitionId = numberSetting(settings, 'competition_id') ?? context.competitionId;
      const seasonId = numberSetting(settings, 'season_id') ?? context.seasonId;
      // No league yet: the app's "no data" is left to it.
      if (!competitionId || !seasonId) return undefined;
      const data = partFor(parts, kind, { competitionId, seasonId })?.data as
        StandingRow[] | undefined;
      const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.league_table);
      if (!data || data.slice(0, limit).length === 0) return undefined;
      return () => {
        const content = leagueTable(t, data, limit);
        return (
          content &&
          card(id, t('homepage:table.title'), content, ['/tables', t('homepage:table.full')])
        );
      };
    }
    case 'upcoming_matches': {
      const competitionId = numberSetting(settings, 'competition_id') ?? context.competitionId;
      const seasonId = context.seasonId;
      const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.upcoming_matches);
      if (!competitionId || !seasonId) return undefined;
      const data = partFor(parts, kind, { competitionId, seasonId, limit })?.data as
        UpcomingMatch[] | undefined;
      return (
        data &&
        (() =>
          card(id, t('homepage:upcoming.title'), upcomingMatches(t, language, data), [
            '/matches',
            t('homepage:upcoming.all'),
          ]))
      );
    }
  }
}

// Static class names, as the app's (Tailwind sees them there).
const SPANS = [
  '',
  'lg:col-span-1',
  'lg:col-span-2',
  'lg:col-span-3',
  'lg:col-span-4',
  'lg:col-span-5',
  'lg:col-span-6',
  'lg:col-span-7',
  'lg:col-span-8',
  'lg:col-span-9',
  'lg:col-span-10',
  'lg:col-span-11',
  'lg:col-span-12',
];

/** The first hero with a title names the page (its h1), as in home-page.tsx. */
function titleWidgetId(rows: readonly LayoutRow[]): string | undefined {
  return rows
    .flatMap((row) => row.columns.flatMap((column) => column.widgets))
    .find((w) => w.kind === 'hero' && textSetting(w.settings, 'title') !== '')?.id;
}

/**
 * / (src/app/routes/home.tsx, src/features/homepage/components/home-page.tsx): the stored layout's
 * rows of columns of widgets, each from its part of the answer, at this moment. Left to the app
 * (null): an answer without the layout, the context or a widget's part (the app would ask, and
 * show a skeleton first), an empty layout, and any widget in a state the first view does not
 * paint (see `widget`).
 *
 * The rows after the first ROWS_RENDERED_AT_ONCE, the ones the app renders only near the screen,
 * go in once the first are on screen (`laterPart`): in the demo's layout they are two thirds of
 * the view's elements. Not when they hold the page's h1 or a countdown, which ticks from the
 * moment the view is in. A later widget the first view would leave to the app leaves those rows
 * empty until the app takes over, as it then does anyway.
 */
export function homePage(t: Translate, language: string, answer: HomeAnswer): Html | null {
  const { layout, context, widgets: parts } = answer;
  if (layout === undefined || !context || !parts) return null;
  const rows = parseLayout(layout);
  if (rows.length === 0) return null;
  const titleId = titleWidgetId(rows);
  const moment: Moment = { context, parts, now: Date.now() };
  // Each row's build, once every widget has what it needs (else the whole view is left to the
  // app). Ids in the layout's order, as the app's useId() numbers them, whenever a row is built.
  const rowBuilds: (() => Html | null)[] = [];
  // The rows after the first ones may wait unless one holds the page's h1 or a countdown.
  let tailWaits = true;
  let ids = 0;
  for (const [index, row] of rows.entries()) {
    const columns: { width: number; builds: WidgetBuild[] }[] = [];
    for (const column of row.columns) {
      const builds: WidgetBuild[] = [];
      for (const w of column.widgets) {
        const id = `first-view-home-${++ids}`;
        const build = widget(t, language, w, moment, w.id === titleId ? 'h1' : 'h2', id);
        if (!build) return null;
        builds.push(build);
        if (index >= ROWS_RENDERED_AT_ONCE && (w.id === titleId || w.kind === 'countdown'))
          tailWaits = false;
      }
      columns.push({ width: column.width, builds });
    }
    const later = index >= ROWS_RENDERED_AT_ONCE && 'render-near-screen';
    rowBuilds.push(() => {
      const painted: Html[] = [];
      for (const { width, builds } of columns) {
        const shown: Html[] = [];
        for (const build of builds) {
          const html = build();
          if (!html) return null;
          shown.push(html);
        }
        painted.push(
          markup`<div class="flex min-w-0 flex-col gap-6 ${SPANS[width]}">${shown}</div>`,
        );
      }
      return markup`<div class="${cx('grid gap-6 lg:grid-cols-12', later)}">${painted}</div>`;
    });
  }
  const atFirst = tailWaits ? Math.min(ROWS_RENDERED_AT_ONCE, rows.length) : rows.length;
  const painted: (Html | LaterPart)[] = [];
  for (let index = 0; index < atFirst; index++) {
    const html = rowBuilds[index]?.();
    if (!html) return null;
    painted.push(html);
  }
  if (atFirst < rows.length)
    painted.push(
      laterPart(() => {
        const later: Html[] = [];
        for (let index = atFirst; index < rows.length; index++) {
          const html = rowBuilds[index]?.();
          if (!html) return markup``;
          later.push(html);
        }
        return markup`${later}`;
      }),
    );
  // Once index.html has put the view in #root, which it does as soon as this returns.
  const { ticking } = moment;
  if (ticking) setTimeout(() => followCountdown(t, ticking));
  return markup`<div class="flex flex-col gap-6">
    ${!titleId && markup`<h1 class="sr-only">${t('homepage:title')}</h1>`}
    ${painted}
  </div>`;
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, language, answer) =>
  homePage(t, language, answer as HomeAnswer);
