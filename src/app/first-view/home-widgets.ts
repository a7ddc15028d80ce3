import type { CarouselMediaRow } from '@/features/homepage/api/get-carousel-media';
import type { LatestArticle } from '@/features/homepage/api/get-latest-articles';
import type { PinnedArticle } from '@/features/homepage/api/get-pinned-article';
import type { StandingRow } from '@/features/homepage/api/get-league-standings';
import type { UpcomingMatch } from '@/features/homepage/api/get-upcoming-matches';
import { formatLeagueDate } from '@/lib/dates';
import { cx, markup, type Html } from '@/app/first-view/html';
import { cover } from '@/app/first-view/news';
import { steadyRelativeDate } from '@/app/first-view/news-dates';
import { emptyState, OUTLINE_BUTTON } from '@/app/first-view/people';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';
import { supabaseConfig } from '@/lib/env';
import { teamLogo } from '@/app/first-view/team-logo';
import { pictureSource } from '@/app/first-view/picture';
import { PICTURE_SIZES } from '@/lib/picture-sizes';

/*
 * The home page's data widgets (src/features/homepage/components/*-widget.tsx) as the app
 * renders them once their data is there. Each returns the widget's content, or undefined for a
 * state the first view leaves to the app (the home page is then left to it whole).
 */

/** src/components/ui/button.tsx, its classes as tailwind-merge leaves them. */
const BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';
const OUTLINE =
  'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground';
export const BUTTON_LARGE = `${BUTTON} text-sm h-10 px-6`;
export const BUTTON_DEFAULT = 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90';
export const BUTTON_SECONDARY =
  'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/85';

export const ARROW_RIGHT = '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>';
const CALENDAR_X =
  '<path d="M8 2v4"></path><path d="M16 2v4"></path><rect width="18" height="18" x="3" y="4" rx="2"></rect><path d="M3 10h18"></path><path d="m14 14-4 4"></path><path d="m10 14 4 4"></path>';
const PIN =
  '<path d="M12 17v5"></path><path d="M9 10.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-.76a2 2 0 0 0-1.11-1.79l-1.78-.9A2 2 0 0 1 15 10.76V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z"></path>';

// src/components/ui/table.tsx
const HEAD =
  'h-10 px-2 align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0';
const CELL = 'p-2 align-middle [&:has([role=checkbox])]:pr-0';
const TABLE_COLUMNS = ['played', 'goalDifference', 'points'] as const;

/** league-table-widget.tsx: the top `limit` rows; an empty table is left to the app. */
export function leagueTable(
  t: Translate,
  rows: readonly StandingRow[],
  limit: number,
): Html | undefined {
  const shown = rows.slice(0, limit);
  if (shown.length === 0) return undefined;
  return markup`<div class="relative w-full overflow-x-auto">
    <table class="w-full caption-bottom text-sm table-fixed">
      <thead class="[&_tr]:border-b">
        <tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent">
          <th class="${HEAD} w-8 text-center"><abbr title="${t('homepage:table.position')}">#</abbr></th>
          <th class="${HEAD} text-left w-auto">${t('homepage:table.team')}</th>
          ${TABLE_COLUMNS.map(
            (
              column,
            ) => markup`<th class="${cx(HEAD, 'w-11 text-center', column === 'played' && 'hidden sm:table-cell')}">
              <abbr title="${t(`homepage:table.${column}`)}" class="no-underline">${t(`homepage:table.${column}Short`)}</abbr>
            </th>`,
          )}
        </tr>
      </thead>
      <tbody class="[&_tr:last-child]:border-0">${shown.map(
        (
          row,
        ) => markup`<tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted">
          <td class="${CELL} text-center font-medium tabular-nums">${row.position}</td>
          <td class="${CELL} overflow-hidden">
            <span class="flex min-w-0 items-center gap-2">
              ${teamLogo(row.team_name, row.team_logo_url, row.team_colors)}
              <span class="truncate">${row.team_name}</span>
            </span>
          </td>
          <td class="${CELL} hidden text-center tabular-nums sm:table-cell">${row.played}</td>
          <td class="${CELL} text-center tabular-nums">${row.goal_difference > 0 ? `+${row.goal_difference}` : row.goal_difference}</td>
          <td class="${CELL} text-center font-bold tabular-nums">${row.points}</td>
        </tr>`,
      )}</tbody>
    </table>
  </div>`;
}

function teamLine(team: UpcomingMatch['home']): Html {
  return markup`<span class="flex min-w-0 items-center gap-2">
    ${teamLogo(team?.name ?? '', team?.logo_url, team?.colors)}
    <span class="truncate font-medium">${team?.name}</span>
  </span>`;
}

/** upcoming-matches-widget.tsx: the next matches, or its "none scheduled". */
export function upcomingMatches(
  t: Translate,
  language: string,
  matches: readonly UpcomingMatch[],
): Html {
  if (matches.length === 0) {
    return emptyState('calendar-x', CALENDAR_X, t('homepage:upcoming.empty'));
  }
  return markup`<ul class="divide-y">${matches.map(
    (match) => markup`<li>
      <a class="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        href="/matches/${match.id}"
      >
        <span class="flex w-16 shrink-0 flex-col items-center rounded-md bg-muted px-1 py-1.5 text-center text-xs">
          <time datetime="${match.match_date}" class="font-semibold">${formatLeagueDate(
            match.match_date,
            language,
            'dayMonth',
          )}</time>
          <span class="text-muted-foreground">${formatLeagueDate(match.match_date, language, 'time')}</span>
        </span>
        <span class="flex min-w-0 flex-1 flex-col gap-1 text-sm">${teamLine(match.home)}${teamLine(match.away)}</span>
        ${
          match.venue &&
          markup`<span class="hidden max-w-40 truncate text-xs text-muted-foreground sm:block">${match.venue.name}</span>`
        }
      </a>
    </li>`,
  )}</ul>`;
}

/** An article's `<time>` ago, if its words will not change before the app takes over. */
function publishedAt(date: string, language: string, small = false): Html | undefined {
  const text = steadyRelativeDate(date, language);
  if (text === null) return undefined;
  const style = small && markup` class="text-xs text-muted-foreground"`;
  return markup`<time datetime="${date}"${style}>${text}</time>`;
}

/** latest-news-widget.tsx: the newest articles; none published is left to the app. */
export function latestNews(language: string, articles: readonly LatestArticle[]): Html | undefined {
  if (articles.length === 0) return undefined;
  const items: Html[] = [];
  for (const article of articles) {
    const time = article.published_at
      ? publishedAt(article.published_at, language, true)
      : markup``;
    if (!time) return undefined;
    items.push(markup`<li>
      <a class="group flex gap-3 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        href="/news/${article.slug}"
      >
        <div class="aspect-[40/21] w-28 shrink-0 overflow-hidden rounded-md bg-muted sm:w-32">${cover(
          article.cover_image_url,
          false,
          PICTURE_SIZES.thumbnail,
        )}</div>
        <div class="min-w-0">
          <h3 class="line-clamp-3 font-medium leading-snug group-hover:underline">${article.title}</h3>
          ${time}
        </div>
      </a>
    </li>`);
  }
  return markup`<ul class="grid gap-4 sm:grid-cols-2">${items}</ul>`;
}

/** pinned-article-widget.tsx's article, inside its card. */
export function pinnedArticle(
  t: Translate,
  language: string,
  article: PinnedArticle,
): Html | undefined {
  const time = article.published_at ? publishedAt(article.published_at, language) : markup``;
  if (!time) return undefined;
  return markup`<article class="flex flex-col gap-3">
    ${
      article.cover_image_url &&
      markup`<img alt="" width="1200" height="630" loading="lazy" decoding="async"
        class="aspect-[40/21] w-full rounded-lg bg-muted object-cover" ${pictureSource(article.cover_image_url, PICTURE_SIZES.wide)}>`
    }
    <div class="flex items-center gap-2 text-xs text-muted-foreground">${icon('pin', PIN, 'size-3.5')}${time}</div>
    <h3 class="text-lg font-semibold leading-snug">${article.title}</h3>
    <p class="line-clamp-4 text-sm text-muted-foreground">${article.excerpt}</p>
    <div>
      <a class="${OUTLINE_BUTTON}" href="/news/${article.slug}"
      >${t('homepage:pinned.read')}<span class="sr-only">: ${article.title}</span>${icon('arrow-right', ARROW_RIGHT)}</a>
    </div>
  </article>`;
}

const CHEVRON_LEFT = '<path d="m15 18-6-6 6-6"></path>';
const CHEVRON_RIGHT = '<path d="m9 18 6-6-6-6"></path>';

/**
 * src/lib/storage.ts's galleryUrl without supabase-js: where supabase-js's storage client
 * serves a public object of the gallery bucket, from the backend's address.
 */
function galleryUrl(path: string): string | undefined {
  if (!supabaseConfig.ok) return undefined;
  try {
    const storage = new URL('storage/v1', `${supabaseConfig.config.url}/`).href.replace(/\/$/, '');
    return encodeURI(`${storage}/object/public/gallery/${path.replace(/^\/+/, '')}`);
  } catch {
    return undefined;
  }
}

/**
 * media-carousel-widget.tsx on its first image, as the app first renders it. Its buttons are
 * marked unavailable until the app, which moves the carousel, takes over. No image, or no
 * backend address to show it from, is left to the app.
 */
export function mediaCarousel(t: Translate, rows: readonly CarouselMediaRow[]): Html | undefined {
  const current = rows[0];
  const url = current && galleryUrl(current.storage_path);
  if (!current || !url) return undefined;
  const count = rows.length;
  const button = (label: string, name: string, paths: string) =>
    markup`<button class="${BUTTON} text-sm ${OUTLINE} size-9"${
      count < 2 && markup` disabled=""`
    } aria-label="${label}" aria-disabled="true">${icon(name, paths)}</button>`;
  return markup`<div>
    <div class="relative aspect-[16/10] overflow-hidden rounded-lg bg-muted">
      <img alt="${current.caption ?? ''}" width="640" height="400" loading="lazy" decoding="async"
        class="size-full animate-fade-in object-cover" ${pictureSource(url, PICTURE_SIZES.wide)}>
    </div>
    <div class="mt-3 flex items-center gap-2">
      ${button(t('homepage:carousel.previous'), 'chevron-left', CHEVRON_LEFT)}
      <p class="min-w-0 flex-1 text-center text-sm" aria-live="polite">
        <span class="line-clamp-1">${current.caption}</span>
        <span class="text-xs text-muted-foreground">${t('homepage:carousel.position', { current: 1, total: count })}</span>
      </p>
      ${button(t('homepage:carousel.next'), 'chevron-right', CHEVRON_RIGHT)}
    </div>
  </div>`;
}
