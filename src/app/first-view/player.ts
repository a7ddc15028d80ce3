import type { PlayerDetail } from '@/features/players/api/get-player';
import type { PlayerGoal } from '@/features/players/api/get-player-goals';
import type { getPlayerStats } from '@/features/players/api/get-player-stats';
import { formatLeagueDate } from '@/lib/dates';
import { twoDecimals } from '@/lib/numbers';
import { laterPart, markup, type Html, type FirstViewPage } from '@/app/first-view/html';
import { detailPage, emptyState, hexColors, knownRole } from '@/app/first-view/people';
import type { Translate } from '@/app/first-view/strings';
import { teamLogo } from '@/app/first-view/team-logo';
import { pictureSource } from '@/app/first-view/picture';
import { PICTURE_SIZES } from '@/lib/picture-sizes';

/** Null when the database has no row for the player (player_stats()). */
type PlayerStats = Awaited<ReturnType<typeof getPlayerStats>> | null;

/** page_player() in SQL: each part under the name the player page's data module files it by. */
export interface PlayerAnswer {
  player: PlayerDetail | null;
  stats?: PlayerStats;
  goals?: readonly PlayerGoal[] | null;
}

const GOAL =
  '<path d="M12 13V2l8 4-8 4"></path><path d="M20.561 10.222a9 9 0 1 1-12.55-5.29"></path><path d="M8.002 9.997a5 5 0 1 0 8.9 2.02"></path>';
// src/components/ui/table.tsx, as the app renders it.
const HEAD =
  'h-10 px-2 align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0';
const CELL = 'p-2 align-middle [&:has([role=checkbox])]:pr-0';

/** src/features/players/components/player-photo.tsx, at the player page's size. */
function photo(player: PlayerDetail): Html {
  const size = 'size-32 text-4xl';
  if (player.photo_url) {
    return markup`<img alt="" width="160" height="160" loading="lazy" decoding="async"
      class="shrink-0 rounded-full bg-muted object-cover ${size}" ${pictureSource(player.photo_url, PICTURE_SIZES.portrait)}>`;
  }
  return markup`<span aria-hidden="true"
    class="flex shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-muted-foreground ${size}"
  >${`${player.first_name[0] ?? ''}${player.last_name[0] ?? ''}`.toUpperCase()}</span>`;
}

function facts(t: Translate, player: PlayerDetail): Html {
  const facts = [
    ['role', player.role && t(`players:roles.${player.role}`)],
    ['number', player.jersey_number],
    ['nationality', player.nationality],
    ['age', player.age_years !== null && t('players:detail.years', { count: player.age_years })],
  ] as const;
  return markup`<dl class="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">${facts.map(
    ([key, value]) => markup`<div>
      <dt class="text-muted-foreground">${t(`players:detail.${key}`)}</dt>
      <dd class="font-medium">${value === null || value === false ? '–' : value}</dd>
    </div>`,
  )}</dl>`;
}

function stats(t: Translate, language: string, data: PlayerStats): Html {
  const average = twoDecimals(Number(data?.goals_per_match ?? 0), language);
  const stats = [
    ['goals', data?.goals ?? 0],
    ['matchesPlayed', data?.matches_played ?? 0],
    ['goalsPerMatch', average],
  ] as const;
  return markup`<dl class="grid grid-cols-3 gap-3">${stats.map(
    ([key, value]) => markup`<div class="rounded-xl border bg-card px-2 py-4 text-center shadow-sm">
      <dt class="text-xs text-muted-foreground sm:text-sm">${t(`players:detail.${key}`)}</dt>
      <dd class="text-2xl font-bold tabular-nums sm:text-3xl">${value}</dd>
    </div>`,
  )}</dl>`;
}

function goalHistory(t: Translate, language: string, goals: readonly PlayerGoal[]): Html {
  const table =
    goals.length === 0
      ? emptyState('goal', GOAL, t('players:detail.noGoals'))
      : markup`<div class="rounded-xl border bg-card shadow-sm">
      <div class="relative w-full overflow-x-auto">
        <table class="w-full caption-bottom text-sm">
          <thead class="[&_tr]:border-b">
            <tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent">
              <th class="${HEAD} text-left">${t('players:detail.date')}</th>
              <th class="${HEAD} text-left">${t('players:detail.opponent')}</th>
              <th class="${HEAD} text-center">${t('players:detail.result')}</th>
              <th class="${HEAD} text-right">${t('players:detail.minute')}</th>
            </tr>
          </thead>
          <tbody class="[&_tr:last-child]:border-0">${goals.map(
            (
              goal,
            ) => markup`<tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted">
              <td class="${CELL} whitespace-nowrap">
                <a class="underline-offset-4 hover:underline" href="/matches/${goal.match_id}"
                >${formatLeagueDate(goal.match_date, language, 'date')}</a>
              </td>
              <td class="${CELL}">${goal.opponent_name}</td>
              <td class="${CELL} text-center tabular-nums">${goal.home_score} – ${goal.away_score}</td>
              <td class="${CELL} text-right tabular-nums">${goal.minute === null ? '–' : `${goal.minute}'`}</td>
            </tr>`,
          )}</tbody>
        </table>
      </div>
    </div>`;
  return markup`<section aria-labelledby="goal-history" class="flex flex-col gap-3">
    <h2 id="goal-history" class="text-xl font-semibold tracking-tight">${t('players:detail.history')}</h2>
    ${table}
  </section>`;
}

/**
 * /players/{id} (src/features/players/components/player-page.tsx) for a player that exists,
 * with their numbers and goals. No player (the app's 404) or an answer without a part (the app
 * asks for it itself) is left to the app: null.
 */
export function playerPage(t: Translate, language: string, answer: PlayerAnswer): Html | null {
  const { player, goals } = answer;
  if (!player || answer.stats === undefined || !goals) return null;
  if (!knownRole(player.role) || !hexColors(player.team?.colors)) return null;
  const team = player.team;
  return detailPage(
    { to: '/players', label: t('players:detail.back') },
    markup`<header class="flex flex-col gap-4 sm:flex-row sm:items-center">
      ${photo(player)}
      <div class="flex flex-1 flex-col gap-3">
        <div>
          <h1 class="text-3xl font-bold tracking-tight">${player.first_name} ${player.last_name}</h1>
          ${
            team
              ? markup`<a class="mt-1 inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline" href="/teams/${team.id}"
                >${teamLogo(team.name, team.logo_url, team.colors)}${team.name}</a>`
              : markup`<p class="mt-1 text-muted-foreground">${t('players:detail.noTeam')}</p>`
          }
        </div>
        ${facts(t, player)}
      </div>
    </header>
    ${stats(t, language, answer.stats)}
    ${
      // His goals, one row each, come once his name and numbers are on screen.
      laterPart(() => goalHistory(t, language, goals))
    }`,
  );
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, language, answer) =>
  playerPage(t, language, answer as PlayerAnswer);
