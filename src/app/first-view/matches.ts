import { MATCH_TABS, matchesParams, type MatchTab } from '@/app/routes/league/matches-params';
import type { SeasonTeam } from '@/features/matches/api/get-season-teams';
import type { MatchStatus, MatchSummary, MatchTeam } from '@/features/matches/api/match-summary';
import { DAYS_RENDERED_AT_ONCE, groupByDay } from '@/features/matches/utils/group-by-day';
import { formatKickOff, formatLeagueDay } from '@/features/matches/utils/match-dates';
import { sortSeasonTeams } from '@/features/matches/utils/sort-season-teams';
import { calendarUrl } from '@/lib/calendar-url';
import { cx, Html, laterPart, markup, type FirstViewPage } from '@/app/first-view/html';
import { leaguePickers, leagueSelection, picker, type LeagueAnswer } from '@/app/first-view/league';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';
import { teamLogo } from '@/app/first-view/team-logo';

/** page_matches() in SQL: the tab and team it settled on; no fixtures on the final tab. */
export interface MatchesAnswer extends LeagueAnswer {
  tab: MatchTab;
  team_id: number | null;
  season_teams: readonly SeasonTeam[] | null;
  matches: readonly MatchSummary[] | null;
}

// src/components/ui/button.tsx (outline, sm), as tailwind-merge leaves it.
const BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground h-8 rounded-md px-3 text-xs';
const CALENDAR_PLUS =
  '<path d="M16 19h6"></path><path d="M16 2v4"></path><path d="M19 16v6"></path><path d="M21 12.598V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h8.5"></path><path d="M3 10h18"></path><path d="M8 2v4"></path>';
const LINK =
  '<path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71"></path><path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71"></path>';
const PRINTER =
  '<path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2"></path><path d="M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6"></path><rect x="6" y="14" width="12" height="8" rx="1"></rect>';

// src/features/matches/components/match-status-badge.tsx
const STATUS: Record<MatchStatus, string> = {
  scheduled: 'border-border text-muted-foreground',
  ongoing: 'border-transparent bg-red-700 text-white',
  completed: 'border-border text-muted-foreground',
  postponed: 'border-amber-600/50 text-amber-800 dark:text-amber-300',
  cancelled: 'border-border text-muted-foreground line-through',
};
/** Scheduled and completed go without saying on screen (a time, a score), not aloud. */
const plain = (status: MatchStatus) => status === 'scheduled' || status === 'completed';

// src/components/ui/tabs.tsx with Radix's attributes. Radix's ids come from React's useId,
// which the first view cannot know: its own are as unique, and nothing on screen shows them.
const TRIGGER =
  'inline-flex items-center justify-center whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium ring-offset-background transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow flex-1 sm:flex-none';
const PANEL =
  'mt-4 ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const tabId = (part: 'trigger' | 'content', tab: MatchTab) => `radix-fv-${part}-${tab}`;

type Outcome = 'won' | 'lost' | 'even';
const outcome = (mine: number | null, theirs: number | null): Outcome =>
  mine === null || theirs === null || mine === theirs ? 'even' : mine > theirs ? 'won' : 'lost';

/** match-card.tsx's TeamLine. */
function teamLine(team: MatchTeam, score: number | null, result: Outcome): Html {
  return markup`<div class="flex items-center gap-2">
    ${teamLogo(team.name, team.logo_url, team.colors)}
    <span class="${cx(
      'min-w-0 flex-1 truncate',
      result === 'won' && 'font-semibold',
      result === 'lost' && 'text-muted-foreground',
    )}">${team.name}</span>
    ${
      score !== null &&
      markup`<span class="${cx('w-6 text-right tabular-nums', result !== 'lost' && 'font-bold')}">${score}</span>`
    }
  </div>`;
}

/** src/features/matches/components/match-card.tsx, kick-off time on the left. */
function card(t: Translate, language: string, match: MatchSummary): Html {
  const { home_score: home, away_score: away, status } = match;
  const said = t(`matches:status.${status}`);
  return markup`<li><a class="flex h-full gap-3 rounded-lg border bg-card p-3 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    href="/matches/${match.id}"
  >
    <time datetime="${match.match_date}" class="shrink-0 pt-0.5 tabular-nums text-muted-foreground w-12"
    >${formatKickOff(match.match_date, language)}</time>
    <div class="min-w-0 flex-1 space-y-1.5">
      ${teamLine(match.home_team, home, outcome(home, away))}
      ${teamLine(match.away_team, away, outcome(away, home))}
      <p class="flex h-5 min-w-0 items-center gap-2 text-xs text-muted-foreground">
        ${
          plain(status)
            ? markup`<span class="sr-only">${said}</span>`
            : markup`<span class="inline-flex items-center gap-1.5 rounded-md border px-1.5 py-0.5 text-xs font-semibold ${STATUS[status]}"
              >${status === 'ongoing' && new Html('<span aria-hidden="true" class="size-1.5 animate-pulse rounded-full bg-white"></span>')}${said}</span>`
        }
        ${match.venue && markup`<span class="truncate">${match.venue.name}</span>`}
      </p>
    </div>
  </a></li>`;
}

/** The days on screen at once; the rest come once they are (`laterPart`). */
const DAYS_AT_FIRST = 3;

/**
 * src/features/matches/components/match-list.tsx: the cards by day. Not its print list, hidden
 * on screen, which was half the view's elements: the app adds it when it takes over.
 */
function matchList(t: Translate, language: string, matches: readonly MatchSummary[]): Html {
  const days = groupByDay(matches);
  const section = ({ day, matches: ofDay }: (typeof days)[number], i: number) => {
    const label = formatLeagueDay(day, language);
    return markup`<section aria-label="${t('matches:matchesOn', { day: label })}"${i >= DAYS_RENDERED_AT_ONCE ? markup` class="render-near-screen"` : ''}>
        <h2 class="mb-2 text-sm font-semibold capitalize text-muted-foreground"><time datetime="${day}">${label}</time></h2>
        <ul class="grid gap-2 lg:grid-cols-2">${ofDay.map((match) => card(t, language, match))}</ul>
      </section>`;
  };
  const rest = days.slice(DAYS_AT_FIRST);
  return markup`<div class="space-y-6 print:hidden">${days.slice(0, DAYS_AT_FIRST).map(section)}${
    rest.length > 0 &&
    laterPart(() => markup`${rest.map((day, i) => section(day, DAYS_AT_FIRST + i))}`)
  }</div>`;
}

/** A team as the app would paint it, or it is left to the app. */
const paintable = (team: MatchTeam | null | undefined) => Boolean(team?.name);

/**
 * /matches (src/app/routes/matches.tsx) on its upcoming or completed tab with fixtures, for all
 * teams or one of the season's. Left to the app (null): no competition or season, the final
 * stage (it loads its bracket itself), no fixtures (the app words it), a team or tab the address
 * and the answer disagree on (the app would ask again), a fixture it would paint otherwise, or
 * no backend address for the calendar's link.
 */
export function matchesPage(t: Translate, language: string, answer: MatchesAnswer): Html | null {
  const selection = leagueSelection(answer);
  const { tab, team_id: teamId, season_teams: seasonTeams, matches } = answer;
  const wanted = matchesParams(new URLSearchParams(location.search));
  const calendar =
    selection &&
    calendarUrl(
      'competition_calendar',
      { competition_id: selection.competition.id, season_id: selection.season.id },
      { scheme: 'webcal' },
    );
  if (
    !calendar ||
    !selection ||
    !seasonTeams ||
    !matches?.length ||
    tab === 'final' ||
    tab !== wanted.tab ||
    teamId !== wanted.teamId ||
    matches.some((m) => !(m.status in STATUS) || !paintable(m.home_team) || !paintable(m.away_team))
  ) {
    return null;
  }
  const teams = sortSeasonTeams([...seasonTeams]);
  const teamName = teams.find((team) => team.id === teamId)?.name;
  if (teamId !== null && teamName === undefined) return null;
  const { competition, season } = selection;
  const title = [t('matches:title'), competition.name, season.name].filter(Boolean).join(' · ');
  const allTeams = t('matches:filters.allTeams');
  const teamOptions = [
    { value: 'all', name: allTeams, selected: teamId === null },
    ...teams.map((team) => ({
      value: String(team.id),
      name: team.name,
      selected: team.id === teamId,
    })),
  ];
  return markup`<div class="space-y-6">
    <header class="mb-4 hidden border-b-2 border-black pb-2 text-black print:block">
      <p class="text-sm font-semibold uppercase tracking-wide">${t('common:appName')}</p>
      <p class="text-xl font-bold">${title}</p>
      <p class="text-sm">${t(`matches:tabs.${tab}`)} · ${teamName ?? allTeams}</p>
    </header>
    <div class="flex flex-wrap items-center justify-between gap-3 print:hidden">
      <h1 class="text-2xl font-bold tracking-tight sm:text-3xl">${t('matches:title')}</h1>
      <div class="flex flex-wrap gap-2">
        <div class="contents print:hidden">
          <a href="${calendar}" class="${BUTTON}"
          >${icon('calendar-plus', CALENDAR_PLUS)}${t('matches:calendar.subscribe')}</a>
          <button class="${BUTTON}" aria-disabled="true"
          >${icon('link', LINK)}${t('matches:calendar.copy')}</button>
        </div>
        <button class="${BUTTON} print:hidden" aria-disabled="true"
        >${icon('printer', PRINTER)}${t('common:print.button')}</button>
      </div>
    </div>
    <div class="flex flex-col gap-3 print:hidden md:flex-row md:items-end">
      ${leaguePickers(t, answer, selection)}
      ${picker('team', 'grid gap-1.5 sm:w-60', t('matches:filters.team'), teamOptions)}
    </div>
    <div dir="ltr" data-orientation="horizontal">
      <div role="tablist" aria-orientation="horizontal"
        class="inline-flex h-9 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground w-full print:hidden sm:w-auto"
        aria-label="${t('matches:tabs.label')}" tabindex="0" data-orientation="horizontal" style="outline: none;"
      >${MATCH_TABS.map((value) => {
        const active = value === tab;
        return markup`<button type="button" role="tab" aria-selected="${String(active)}"
          aria-controls="${tabId('content', value)}" data-state="${active ? 'active' : 'inactive'}"
          id="${tabId('trigger', value)}" class="${TRIGGER}" tabindex="-1"
          data-orientation="horizontal" data-radix-collection-item="" aria-disabled="true"
        >${t(`matches:tabs.${value}`)}</button>`;
      })}</div>
      ${MATCH_TABS.map((value) =>
        value === tab
          ? markup`<div data-state="active" data-orientation="horizontal" role="tabpanel"
              aria-labelledby="${tabId('trigger', value)}" id="${tabId('content', value)}"
              tabindex="0" class="${PANEL}" style="animation-duration: 0s;"
            >${matchList(t, language, matches)}</div>`
          : markup`<div data-state="inactive" data-orientation="horizontal" role="tabpanel"
              aria-labelledby="${tabId('trigger', value)}" hidden="" id="${tabId('content', value)}"
              tabindex="0" class="${PANEL}"></div>`,
      )}
    </div>
  </div>`;
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, language, answer) =>
  matchesPage(t, language, answer as MatchesAnswer);
