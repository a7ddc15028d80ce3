import type { TeamDetail } from '@/features/teams/api/get-team';
import type { TeamMatch } from '@/features/teams/api/get-team-matches';
import type { TeamSeasonStats } from '@/features/teams/api/get-team-season-stats';
import { calendarUrl } from '@/lib/calendar-url';
import { formatLeagueDate } from '@/lib/dates';
import { cx, laterPart, markup, type Html, type FirstViewPage } from '@/app/first-view/html';
import {
  detailPage,
  emptyState,
  hexColors,
  knownRole,
  OUTLINE_BUTTON,
} from '@/app/first-view/people';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';
import { initialsBadge, teamLogo } from '@/app/first-view/team-logo';
import { pictureSource } from '@/app/first-view/picture';
import { PICTURE_SIZES } from '@/lib/picture-sizes';

/** page_team() in SQL: each part under the name the team page's data module files it by. */
export interface TeamAnswer {
  team: TeamDetail | null;
  season_stats?: TeamSeasonStats | null;
  recent?: readonly TeamMatch[] | null;
  upcoming?: readonly TeamMatch[] | null;
}

const MAP_PIN =
  '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>';
const CALENDAR_PLUS =
  '<path d="M16 19h6"></path><path d="M16 2v4"></path><path d="M19 16v6"></path><path d="M21 12.598V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h8.5"></path><path d="M3 10h18"></path><path d="M8 2v4"></path>';
const PRINTER =
  '<path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2"></path><path d="M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6"></path><rect x="6" y="14" width="12" height="8" rx="1"></rect>';
const TROPHY =
  '<path d="M10 14.66v1.626a2 2 0 0 1-.976 1.696A5 5 0 0 0 7 21.978"></path><path d="M14 14.66v1.626a2 2 0 0 0 .976 1.696A5 5 0 0 1 17 21.978"></path><path d="M18 9h1.5a1 1 0 0 0 0-5H18"></path><path d="M4 22h16"></path><path d="M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z"></path><path d="M6 9H4.5a1 1 0 0 1 0-5H6"></path>';
const HANDSHAKE =
  '<path d="m11 17 2 2a1 1 0 1 0 3-3"></path><path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4"></path><path d="m21 3 1 11h-2"></path><path d="M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3"></path><path d="M3 4h8"></path>';
const EXTERNAL_LINK =
  '<path d="M15 3h6v6"></path><path d="M10 14 21 3"></path><path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"></path>';
const CALENDAR_X =
  '<path d="M8 2v4"></path><path d="M16 2v4"></path><rect width="18" height="18" x="3" y="4" rx="2"></rect><path d="M3 10h18"></path><path d="m14 14-4 4"></path><path d="m10 14 4 4"></path>';
const USERS =
  '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"></path><path d="M16 3.128a4 4 0 0 1 0 7.744"></path><path d="M22 21v-2a4 4 0 0 0-3-3.87"></path><circle cx="9" cy="7" r="4"></circle>';

const FOCUS = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
const STATS = ['played', 'wins', 'draws', 'losses', 'goals_for', 'goals_against'] as const;
const OUTCOME_STYLE = {
  win: 'bg-emerald-600 text-white',
  draw: 'bg-amber-500 text-black',
  loss: 'bg-red-600 text-white',
} as const;

/**
 * src/features/teams/components/team-section.tsx. The app's heading id is React's useId(), which
 * the first view cannot know; its own is as good for the label and is replaced with the page.
 */
function section(id: number, title: string, content: Html): Html {
  return markup`<section aria-labelledby="first-view-team-${id}" class="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
    <h2 id="first-view-team-${id}" class="mb-4 text-lg font-semibold tracking-tight">${title}</h2>
    ${content}
  </section>`;
}

/** src/components/team-logo.tsx at size lg, made size-28 by the team page. */
function crest(team: TeamDetail): Html {
  const size = 'size-28 text-3xl';
  if (team.logo_url) {
    return markup`<img alt="" decoding="async" class="shrink-0 object-contain ${size}" ${pictureSource(team.logo_url, PICTURE_SIZES.crest)}>`;
  }
  return initialsBadge(team.name, team.colors, size);
}

/** src/components/team-colors.tsx, with its label. */
function colorSwatches(t: Translate, colors: readonly string[]): Html | null {
  if (!colors.length) return null;
  return markup`<span class="inline-flex items-center gap-1">
    <span class="sr-only">${t('teams:colors')}: ${colors.join(', ')}</span>
    ${colors.map(
      (color) =>
        markup`<span aria-hidden="true" class="rounded-full border border-foreground/20 size-4" style="background-color: ${color};"></span>`,
    )}
  </span>`;
}

function header(t: Translate, team: TeamDetail, calendar: string): Html {
  const venue = team.venue;
  return markup`<header class="flex flex-col gap-4 print:hidden sm:flex-row sm:items-center">
    ${crest(team)}
    <div class="flex flex-col gap-1.5">
      <h1 class="text-3xl font-bold tracking-tight">${team.name}</h1>
      ${team.parish && markup`<p class="text-muted-foreground">${team.parish}</p>`}
      ${
        venue &&
        markup`<p class="flex items-center gap-1.5 text-sm text-muted-foreground">${icon('map-pin', MAP_PIN, 'size-4 shrink-0')}${[
          venue.name,
          venue.address,
          venue.city,
        ]
          .filter(Boolean)
          .join(', ')}</p>`
      }
      ${colorSwatches(t, team.colors)}
      <div class="flex flex-wrap gap-2">
        <a href="${calendar}" download="" class="${OUTLINE_BUTTON} self-start print:hidden"
        >${icon('calendar-plus', CALENDAR_PLUS)}${t('teams:calendar.download')}</a>
        <button class="${OUTLINE_BUTTON} print:hidden self-start" aria-disabled="true"
        >${icon('printer', PRINTER)}${t('common:print.button')}</button>
      </div>
    </div>
  </header>`;
}

function seasonStats(t: Translate, stats: TeamSeasonStats | null): Html {
  const title = stats
    ? t('teams:stats.titleSeason', { season: stats.season })
    : t('teams:stats.title');
  return section(
    1,
    title,
    markup`<dl class="grid grid-cols-3 gap-3 sm:grid-cols-6">${STATS.map(
      (stat) => markup`<div class="rounded-lg bg-muted px-2 py-3 text-center">
        <dt class="text-xs text-muted-foreground">${t(`teams:stats.${stat}`)}</dt>
        <dd class="text-2xl font-bold tabular-nums">${stats?.[stat] ?? 0}</dd>
      </div>`,
    )}</dl>`,
  );
}

function outcome(match: TeamMatch, teamId: number): keyof typeof OUTCOME_STYLE | null {
  if (match.home_score === null || match.away_score === null) return null;
  const [own, other] =
    match.home?.id === teamId
      ? [match.home_score, match.away_score]
      : [match.away_score, match.home_score];
  return own > other ? 'win' : own === other ? 'draw' : 'loss';
}

function teamLine(side: TeamMatch['home'], goals: number | null, highlight: boolean): Html {
  return markup`<span class="flex items-center gap-2">
    ${teamLogo(side?.name ?? '', side?.logo_url, side?.colors)}
    <span class="${cx('min-w-0 flex-1 truncate', highlight && 'font-semibold')}">${side?.name}</span>
    <span class="min-w-6 text-right font-semibold tabular-nums">${goals}</span>
  </span>`;
}

function matchRow(t: Translate, language: string, match: TeamMatch, teamId: number): Html {
  const result = outcome(match, teamId);
  return markup`<li>
    <a class="flex flex-col gap-1 rounded-md px-2 py-2.5 hover:bg-accent ${FOCUS}" href="/matches/${match.id}">
      <span class="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <time datetime="${match.match_date}">${formatLeagueDate(match.match_date, language)}</time>
        <span class="flex items-center gap-2">${match.competition?.name}${
          result &&
          markup`<span class="rounded px-1.5 py-0.5 text-[0.65rem] font-bold ${OUTCOME_STYLE[result]}">
            <abbr title="${t(`teams:matches.outcome.${result}`)}" class="no-underline">${t(`teams:matches.outcomeShort.${result}`)}</abbr>
          </span>`
        }</span>
      </span>
      <span class="flex flex-col gap-1 text-sm">
        ${teamLine(match.home, match.home_score, match.home?.id === teamId)}
        ${teamLine(match.away, match.away_score, match.away?.id === teamId)}
      </span>
    </a>
  </li>`;
}

function matches(
  t: Translate,
  language: string,
  id: number,
  kind: 'recent' | 'upcoming',
  list: readonly TeamMatch[],
  teamId: number,
): Html {
  return section(
    id,
    t(`teams:matches.${kind}.title`),
    list.length === 0
      ? emptyState('calendar-x', CALENDAR_X, t(`teams:matches.${kind}.empty`))
      : markup`<ul class="divide-y">${list.map((match) => matchRow(t, language, match, teamId))}</ul>`,
  );
}

function squad(t: Translate, players: TeamDetail['players']): Html {
  return section(
    4,
    t('teams:squad.title'),
    players.length === 0
      ? emptyState('users', USERS, t('teams:squad.empty'))
      : markup`<ul class="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">${players.map(
          (player) => markup`<li>
            <a class="flex items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent ${FOCUS}" href="/players/${player.id}">
              <span class="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold tabular-nums text-primary-foreground">${player.jersey_number ?? '–'}</span>
              <span class="min-w-0">
                <span class="block truncate font-medium">${player.first_name} ${player.last_name}</span>
                ${player.role && markup`<span class="block text-xs text-muted-foreground">${t(`teams:roles.${player.role}`)}</span>`}
              </span>
            </a>
          </li>`,
        )}</ul>`,
  );
}

function hallOfFame(t: Translate, honors: TeamDetail['honors']): Html {
  return section(
    5,
    t('teams:honors.title'),
    honors.length === 0
      ? emptyState('trophy', TROPHY, t('teams:honors.empty'))
      : markup`<ul class="flex flex-col gap-3">${honors.map(
          (honor) => markup`<li class="flex items-start gap-3">
            ${icon('trophy', TROPHY, 'mt-0.5 size-5 shrink-0 text-amber-500')}
            <span>
              <span class="block font-medium">${honor.achievement}</span>
              <span class="block text-sm text-muted-foreground">${[honor.competition?.name, honor.season?.name].filter(Boolean).join(' · ')}</span>
            </span>
          </li>`,
        )}</ul>`,
  );
}

function sponsors(t: Translate, list: TeamDetail['sponsors']): Html {
  const box = 'flex flex-col items-center gap-2 rounded-lg border p-3';
  return section(
    6,
    t('teams:sponsors.title'),
    list.length === 0
      ? emptyState('handshake', HANDSHAKE, t('teams:sponsors.empty'))
      : markup`<ul class="grid grid-cols-2 gap-3">${list.map((sponsor) => {
          const body = markup`<span class="flex h-16 w-full items-center justify-center">${
            sponsor.logo_url
              ? markup`<img alt="" width="128" height="64" loading="lazy" class="h-16 w-32 object-contain" ${pictureSource(sponsor.logo_url, PICTURE_SIZES.sponsor)}>`
              : icon('handshake', HANDSHAKE, 'size-8 text-muted-foreground')
          }</span>
          <span class="flex items-center gap-1 text-center text-sm font-medium">${sponsor.name}${
            sponsor.website && icon('external-link', EXTERNAL_LINK, 'size-3.5 shrink-0')
          }</span>`;
          return markup`<li>${
            sponsor.website
              ? markup`<a href="${sponsor.website}" target="_blank" rel="noopener noreferrer" class="${box} hover:bg-accent ${FOCUS}"
                >${body}<span class="sr-only">${t('teams:sponsors.newTab')}</span></a>`
              : markup`<div class="${box}">${body}</div>`
          }</li>`;
        })}</ul>`,
  );
}

/** Whether the answer holds only what the first view paints exactly as the app does. */
function paintable(answer: TeamAnswer): boolean {
  const { team, recent, upcoming } = answer;
  if (!team || answer.season_stats === undefined || !recent || !upcoming) return false;
  const sides = [...recent, ...upcoming].flatMap((match) => [match.home, match.away]);
  return (
    hexColors(team.colors, ...sides.map((side) => side?.colors)) &&
    team.players.every((player) => knownRole(player.role)) &&
    // The app links a sponsor's website as it is; the database only takes http(s) ones.
    team.sponsors.every((sponsor) => !sponsor.website || /^https?:\/\//i.test(sponsor.website))
  );
}

/**
 * /teams/{id} (src/features/teams/components/team-page.tsx) for a team that exists, with its
 * season numbers, results, fixtures, squad, trophies and sponsors. No team (the app's 404),
 * an answer without a part (the app asks for it itself) or without the backend's address for
 * the calendar link is left to the app: null.
 */
export function teamPage(t: Translate, language: string, answer: TeamAnswer): Html | null {
  const calendar = answer.team && calendarUrl('team_calendar', { team_id: answer.team.id });
  if (!calendar || !paintable(answer)) return null;
  const team = answer.team!;
  return detailPage(
    { to: '/teams', label: t('teams:detail.back') },
    markup`${header(t, team, calendar)}
    <header class="mb-4 hidden border-b-2 border-black pb-2 text-black print:block">
      <p class="text-sm font-semibold uppercase tracking-wide">${t('common:appName')}</p>
      <p class="text-xl font-bold">${team.name}</p>
    </header>
    ${
      team.photo_url &&
      markup`<img alt="${t('teams:detail.squadPhoto', { team: team.name })}" width="960" height="540" loading="lazy"
        class="aspect-video w-full max-w-3xl rounded-xl bg-muted object-cover print:hidden" ${pictureSource(team.photo_url, PICTURE_SIZES.column)}>`
    }
    <div class="print:hidden">${seasonStats(t, answer.season_stats ?? null)}</div>
    ${
      // The rest comes once the team and its season are on screen. In one frame with them, on
      // a desktop's cold visit, its layout, its logos and their raster put the crest's paint
      // (the page's largest) 20 ms after the static page's; without them it is 30 ms before
      // (medians of 8 visits side by side).
      laterPart(
        () => markup`<div class="grid gap-6 lg:grid-cols-2">
      ${matches(t, language, 2, 'recent', answer.recent!, team.id)}
      ${matches(t, language, 3, 'upcoming', answer.upcoming!, team.id)}
    </div>
    <div class="render-near-screen print:hidden">${squad(t, team.players)}</div>
    <div class="render-near-screen grid gap-6 print:hidden lg:grid-cols-2">
      ${hallOfFame(t, team.honors)}
      ${sponsors(t, team.sponsors)}
    </div>`,
      )
    }`,
  );
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, language, answer) =>
  teamPage(t, language, answer as TeamAnswer);
