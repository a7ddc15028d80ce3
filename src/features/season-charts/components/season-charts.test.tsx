import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PlayerSeasonChart,
  StandingsByRoundChart,
  TeamSeasonCharts,
} from '@/features/season-charts/components/season-chart-sections';
import { i18n } from '@/lib/i18n';
import { rpcArgs } from '@/test/league-fixtures';
import { renderWithProviders as renderSection } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The chart chunks and their namespace load lazily: slow on a busy machine, not wrong.
vi.setConfig({ testTimeout: 20_000 });
const LATER = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An IntersectionObserver that reports every element on screen (or never, when `on` is false). */
function screenWatch(on: boolean) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        if (on)
          queueMicrotask(() =>
            this.callback(
              [{ isIntersecting: true, target } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

/** A screen as wide as a desktop's, or a phone's. */
function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide && query.includes('min-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** Answers one chart function with `rows`, recording the arguments of each call. */
function chartRpc(name: string, rows: unknown[]) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    http.post(rest(`rpc/${name}`), async ({ request }) => {
      calls.push(await rpcArgs(request));
      return HttpResponse.json(rows);
    }),
  );
  return calls;
}

/** The cells of a table's body rows, as text. */
function cells(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const season = {
  competition_id: 1,
  competition_name: 'Serie A',
  season_id: 2,
  season_name: '2026/27',
};

const positions = [
  { ...season, round: 1, position: 4, teams: 12, points: 1 },
  { ...season, round: 2, position: 2, teams: 12, points: 4 },
  { ...season, round: 3, position: 1, teams: 12, points: 7 },
];

const teamMatches = [
  [11011, '2026-09-14T18:30:00Z', 1, 7, 'Oratorio San Tomaso', true, 2, 2],
  [11021, '2026-09-21T18:30:00Z', 2, 3, 'Virtus San Rocco', false, 5, 4],
  [11031, '2026-09-28T18:30:00Z', 3, 5, "Polisportiva Sant'Anna", true, 7, 0],
].map(([match_id, match_date, round, opponent_id, opponent_name, home, gf, ga]) => ({
  ...season,
  match_id,
  match_date,
  round,
  opponent_id,
  opponent_name,
  home,
  goals_for: gf,
  goals_against: ga,
}));

describe('a team page’s season charts', () => {
  it('draw the position and the goals from their functions, with the figures as tables', async () => {
    screenWatch(true);
    const positionCalls = chartRpc('team_position_by_round', positions);
    const goalCalls = chartRpc('team_goals_by_match', teamMatches);
    renderSection(<TeamSeasonCharts teamId={1} />);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Andamento della stagione' }),
    ).toBeVisible();
    const table = await screen.findByRole(
      'table',
      { name: 'Posizione in classifica dopo ogni giornata' },
      LATER,
    );
    expect(positionCalls).toEqual([{ p_team_id: 1 }]);
    expect(goalCalls).toEqual([{ p_team_id: 1 }]);
    expect(cells(table)).toEqual([
      ['Giornata 1', '4º su 12', '1'],
      ['Giornata 2', '2º su 12', '4'],
      ['Giornata 3', '1º su 12', '7'],
    ]);
    expect(
      screen.getByText('Dopo la giornata 3: 1º su 12. Posizione migliore 1º, peggiore 4º.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Posizione in classifica · Serie A 2026/27' }),
    ).toBeInTheDocument();

    const goals = screen.getByRole('table', { name: 'Gol fatti e subiti in ogni partita' });
    expect(cells(goals)).toEqual([
      ['14 set 2026', 'Oratorio San Tomaso (in casa)', '2', '2'],
      ['21 set 2026', 'Virtus San Rocco (in trasferta)', '5', '4'],
      ['28 set 2026', "Polisportiva Sant'Anna (in casa)", '7', '0'],
    ]);
    expect(screen.getByText('3 partite: 14 gol fatti, 6 subiti.')).toBeInTheDocument();

    // The drawings: a point per round, two bars per match, hidden from screen readers.
    const line = document.querySelector('svg[data-chart="team-position"]')!;
    expect(line.querySelectorAll('circle')).toHaveLength(3);
    expect(line.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelectorAll('svg[data-chart="team-goals"] rect')).toHaveLength(6);
  });

  it('says positions the English way', async () => {
    await i18n.changeLanguage('en');
    screenWatch(true);
    chartRpc('team_position_by_round', positions);
    chartRpc('team_goals_by_match', teamMatches);
    renderSection(<TeamSeasonCharts teamId={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Season so far' })).toBeVisible();
    const table = await screen.findByRole(
      'table',
      { name: 'League position after each round' },
      LATER,
    );
    expect(cells(table).map((row) => row[1])).toEqual(['4th of 12', '2nd of 12', '1st of 12']);
  });

  it('ask for nothing until the section reaches the screen', async () => {
    screenWatch(false);
    const calls = chartRpc('team_position_by_round', positions);
    renderSection(<TeamSeasonCharts teamId={1} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Andamento della stagione' }),
    ).toBeVisible();
    // Long enough for a request to have left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offer a button where the browser cannot tell when the section is on screen', async () => {
    // jsdom has no IntersectionObserver.
    const calls = chartRpc('team_position_by_round', positions);
    chartRpc('team_goals_by_match', teamMatches);
    const user = userEvent.setup();
    renderSection(<TeamSeasonCharts teamId={1} />);
    await user.click(screen.getByRole('button', { name: 'Carica il grafico' }));
    await screen.findByRole('table', { name: 'Posizione in classifica dopo ogni giornata' }, LATER);
    expect(calls).toEqual([{ p_team_id: 1 }]);
  });
});

const byRound = [
  [1, 1, 1, 'Oratorio San Luigi', 3],
  [1, 2, 3, 'Virtus San Rocco', 1],
  [1, 3, 5, "Polisportiva Sant'Anna", 0],
  [2, 1, 3, 'Virtus San Rocco', 4],
  [2, 2, 1, 'Oratorio San Luigi', 3],
  [2, 3, 5, "Polisportiva Sant'Anna", 1],
].map(([round, position, team_id, team_name, points]) => ({
  round,
  position,
  team_id,
  team_name,
  points,
}));

describe('the tables page’s bump chart', () => {
  it('is closed on a phone and asks for nothing until it is opened', async () => {
    screenWidth(false);
    screenWatch(true);
    const calls = chartRpc('standings_by_round', byRound);
    const user = userEvent.setup();
    renderSection(<StandingsByRoundChart competitionId={1} seasonId={2} teams={3} />);

    const toggle = screen.getByRole('button', { name: 'Mostra il grafico' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Nascondi il grafico' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = await screen.findByRole(
      'table',
      { name: 'Posizione di ogni squadra dopo ogni giornata' },
      LATER,
    );
    expect(calls).toEqual([{ p_competition_id: 1, p_season_id: 2 }]);
    // One row per team, in the last round's order, its position after each round.
    expect(cells(table)).toEqual([
      ['Virtus San Rocco', '2º', '1º'],
      ['Oratorio San Luigi', '1º', '2º'],
      ["Polisportiva Sant'Anna", '3º', '3º'],
    ]);
    expect(
      screen.getByText(
        'Posizioni di 3 squadre dopo ognuna delle 2 giornate. In testa dopo la giornata 2: Virtus San Rocco.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('svg[data-chart="standings-bump"] path')).toHaveLength(3);
  });

  it('is open on a wide screen, and follows a team picked from its list', async () => {
    screenWidth(true);
    screenWatch(true);
    chartRpc('standings_by_round', byRound);
    const user = userEvent.setup();
    renderSection(<StandingsByRoundChart competitionId={1} seasonId={2} teams={3} />);
    expect(screen.getByRole('button', { name: 'Nascondi il grafico' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const pick = await screen.findByRole('button', { name: 'Oratorio San Luigi' }, LATER);
    expect(pick).toHaveAttribute('aria-pressed', 'false');
    await user.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    const faded = [...document.querySelectorAll('svg[data-chart="standings-bump"] g[opacity]')];
    expect(faded.map((g) => g.getAttribute('opacity'))).toEqual(['0.2', '0.2', '1']);
  });
});

describe('a player page’s season chart', () => {
  it('adds up his goals match by match, with the figures as a table', async () => {
    screenWatch(true);
    const calls = chartRpc(
      'player_goals_by_match',
      [
        ['2026-09-14T19:45:00Z', 'Oratorio San Tomaso', 3, 3],
        ['2026-09-21T18:30:00Z', 'Oratorio San Luigi', 0, 3],
        ['2026-09-28T19:45:00Z', 'Don Bosco Treviglio', 2, 5],
      ].map(([match_date, opponent_name, goals, cumulative_goals], i) => ({
        season_id: 2,
        season_name: '2026/27',
        match_id: 100 + i,
        match_date,
        competition_name: 'Serie A',
        opponent_id: 10 + i,
        opponent_name,
        goals,
        cumulative_goals,
      })),
    );
    renderSection(<PlayerSeasonChart playerId={208} />);
    expect(screen.getByRole('heading', { level: 2, name: 'I gol della stagione' })).toBeVisible();
    const table = await screen.findByRole(
      'table',
      { name: 'Gol partita per partita, stagione 2026/27' },
      LATER,
    );
    expect(calls).toEqual([{ p_player_id: 208 }]);
    expect(cells(table)).toEqual([
      ['14 set 2026', 'Oratorio San Tomaso', '3', '3'],
      ['21 set 2026', 'Oratorio San Luigi', '0', '3'],
      ['28 set 2026', 'Don Bosco Treviglio', '2', '5'],
    ]);
    expect(screen.getByText('5 gol nella stagione 2026/27 (partite: 3).')).toBeInTheDocument();
    // A dot for each match he scored in.
    expect(document.querySelectorAll('svg[data-chart="player-goals"] circle')).toHaveLength(2);
  });

  it('says when the player has no match this season', async () => {
    screenWatch(true);
    chartRpc('player_goals_by_match', []);
    renderSection(<PlayerSeasonChart playerId={208} />);
    expect(
      await screen.findByText('Nessuna partita giocata in questa stagione.', {}, LATER),
    ).toBeInTheDocument();
  });
});

describe('charts while they load', () => {
  it('keep the room the chart takes', async () => {
    screenWatch(true);
    server.use(http.post(rest('rpc/player_goals_by_match'), () => new Promise(() => {})));
    renderSection(<PlayerSeasonChart playerId={208} />);
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('section .animate-pulse')?.style.height).toBe(
        '260px',
      ),
    );
  });
});
