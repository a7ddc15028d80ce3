import type { TopScorer } from '@/features/statistics/api/get-top-scorers';
import { laterPart, markup, type Html, type FirstViewPage } from '@/app/first-view/html';
import {
  leagueHeading,
  leaguePickers,
  leagueSelection,
  type LeagueAnswer,
} from '@/app/first-view/league';
import type { Translate } from '@/app/first-view/strings';
import { teamLogo } from '@/app/first-view/team-logo';

/** page_statistics() in SQL. */
export interface StatisticsAnswer extends LeagueAnswer {
  top_scorers: readonly TopScorer[] | null;
}

// src/features/statistics/components/top-scorers-table.tsx, as the app renders it.
const HEAD =
  'h-10 px-2 align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0';
const CELL = 'p-2 align-middle [&:has([role=checkbox])]:pr-0';
const LINK =
  'rounded-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * More scorers than a tall screen shows (a row is 44 px): the others of the 50, out of sight,
 * come once these are on screen (`laterPart`). Laid out with the rest, they held back the paint
 * of the page's largest heading above them.
 */
const SCORERS_AT_FIRST = 20;

function row(scorer: TopScorer): Html {
  return markup`<tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted h-11">
    <td class="${CELL} text-center font-medium">${scorer.position}</td>
    <th class="px-2 text-left align-middle [&:has([role=checkbox])]:pr-0 h-auto py-2 font-normal text-foreground" scope="row">
      <a class="${LINK}" href="/players/${scorer.player_id}">${scorer.first_name} ${scorer.last_name}</a>
      <span class="block text-xs text-muted-foreground sm:hidden">${scorer.team_name}</span>
    </th>
    <td class="${CELL} hidden sm:table-cell">
      <a class="flex items-center gap-2 hover:underline" href="/teams/${scorer.team_id}">
        ${teamLogo(scorer.team_name ?? '', scorer.team_logo_url)}
        <span class="truncate">${scorer.team_name}</span>
      </a>
    </td>
    <td class="${CELL} text-right text-base font-bold">${scorer.goals}</td>
  </tr>`;
}

/**
 * /statistics (src/app/routes/statistics.tsx) with its top scorers. No selection, no scorer yet,
 * or a scorer without a team (worded by the app) is left to the app: null.
 */
export function statisticsPage(t: Translate, answer: StatisticsAnswer): Html | null {
  const selection = leagueSelection(answer);
  const scorers = answer.top_scorers;
  if (!selection || !scorers?.length || scorers.some((s) => !s.team_id || !s.team_name)) {
    return null;
  }
  const { competition, season } = selection;
  const caption = t('statistics:caption', { competition: competition.name, season: season.name });
  const positionLong = t('statistics:columns.positionLong');
  return markup`<div class="space-y-6">
    ${leagueHeading(t('statistics:title'), leaguePickers(t, answer, selection))}
    <section aria-labelledby="top-scorers-heading" class="space-y-4">
      <h2 id="top-scorers-heading" class="text-xl font-semibold leading-7">${t('statistics:topScorers')}<span class="font-normal text-muted-foreground"> · ${competition.name} ${season.name}</span></h2>
      <div class="relative w-full overflow-x-auto">
        <table class="w-full caption-bottom text-sm tabular-nums">
          <caption class="mt-4 text-sm text-muted-foreground sr-only">${caption}</caption>
          <thead class="[&_tr]:border-b">
            <tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent">
              <th class="${HEAD} w-12 text-center" scope="col">
                <abbr title="${positionLong}" class="no-underline">
                  <span aria-hidden="true">${t('statistics:columns.position')}</span>
                  <span class="sr-only">${positionLong}</span>
                </abbr>
              </th>
              <th class="${HEAD} text-left" scope="col">${t('statistics:columns.player')}</th>
              <th class="${HEAD} text-left hidden sm:table-cell" scope="col">${t('statistics:columns.team')}</th>
              <th class="${HEAD} w-16 text-right" scope="col">${t('statistics:columns.goals')}</th>
            </tr>
          </thead>
          <tbody class="[&_tr:last-child]:border-0">${scorers.slice(0, SCORERS_AT_FIRST).map(row)}${
            scorers.length > SCORERS_AT_FIRST &&
            laterPart(() => markup`${scorers.slice(SCORERS_AT_FIRST).map(row)}`)
          }</tbody>
        </table>
      </div>
    </section>
  </div>`;
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, _language, answer) =>
  statisticsPage(t, answer as StatisticsAnswer);
