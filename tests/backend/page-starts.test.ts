import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stackEnv } from '../helpers/stack';

/*
 * index.html asks a page's SQL function for the first screen, and the app files each part of the
 * answer under the query it stands for (src/app/page-start.ts), never asking for it again. That is
 * only right if every part equals what the app's own request for it returns: this compares them,
 * calling the app's real fetchers against the stack, as a signed-out visitor.
 */

type Fetchers = Awaited<ReturnType<typeof loadFetchers>>;

async function loadFetchers() {
  // The app's client reads its configuration from import.meta.env when first imported.
  const { url, anonKey } = stackEnv();
  vi.stubEnv('VITE_SUPABASE_URL', url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonKey);
  const [competitions, seasons, standings, scorers, matches, teams, theme, bracket, ...team] =
    await Promise.all([
      import('@/features/competitions/api/get-competitions'),
      import('@/features/competitions/api/get-seasons'),
      import('@/features/standings/api/get-standings-table'),
      import('@/features/statistics/api/get-top-scorers'),
      import('@/features/matches/api/get-matches'),
      import('@/features/matches/api/get-season-teams'),
      import('@/features/theme/api/get-theme'),
      import('@/features/playoffs/api/get-current-bracket'),
      import('@/features/teams/api/get-team'),
      import('@/features/teams/api/get-team-season-stats'),
      import('@/features/teams/api/get-team-matches'),
    ]);
  return {
    ...competitions,
    ...seasons,
    ...standings,
    ...scorers,
    ...matches,
    ...teams,
    ...theme,
    ...bracket,
    ...team[0],
    ...team[1],
    ...team[2],
  };
}

/** The page function's answer, fetched as index.html fetches it: GET, anon key in the URL. */
async function start(rpc: string, args: Record<string, string> = {}) {
  const { url, anonKey } = stackEnv();
  const query = new URLSearchParams({ ...args, apikey: anonKey });
  const response = await fetch(`${url}/rest/v1/rpc/${rpc}?${query}`, {
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  // Only CORS-safelisted request headers were sent, and the answer may be read cross-origin.
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return (await response.json()) as Record<string, unknown> & {
    selection: { competition_id: number; season_id: number } | null;
  };
}

let app: Fetchers;
beforeAll(async () => {
  app = await loadFetchers();
});

async function expectLeagueParts(page: Awaited<ReturnType<typeof start>>) {
  expect(page.theme).toEqual(await app.getTheme());
  expect(page.bracket).toEqual(await app.getCurrentBracket());
  expect(page.competitions).toEqual(await app.getCompetitions());
  expect(page.seasons).toEqual(await app.getSeasons());
}

describe('page start functions', () => {
  it('page_tables answers the frame, the pickers and the default table as the app would ask', async () => {
    const page = await start('page_tables');
    await expectLeagueParts(page);
    const competitions = await app.getCompetitions();
    const seasons = await app.getSeasons();
    // The defaults: the main competition and the latest season.
    expect(page.selection).toEqual({
      competition_id: competitions[0]?.id,
      season_id: seasons[0]?.id,
    });
    expect(page.table).toEqual(
      await app.getStandingsTable({
        competitionId: competitions[0]?.id ?? 0,
        seasonId: seasons[0]?.id ?? 0,
      }),
    );
    expect((page.table as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it('resolves a competition by slug or id and a season by id, and falls back on unknown ones', async () => {
    const competitions = await app.getCompetitions();
    const seasons = await app.getSeasons();
    const second = competitions[1];
    const older = seasons[1];
    if (!second || !older) throw new Error('the seed has two competitions and two seasons');
    const bySlug = await start('page_tables', {
      competition: ` ${second.slug.toUpperCase()} `,
      season: String(older.id),
    });
    expect(bySlug.selection).toEqual({ competition_id: second.id, season_id: older.id });
    expect(bySlug.table).toEqual(
      await app.getStandingsTable({ competitionId: second.id, seasonId: older.id }),
    );
    const byId = await start('page_tables', { competition: String(second.id) });
    expect(byId.selection).toEqual({ competition_id: second.id, season_id: seasons[0]?.id });
    const unknown = await start('page_tables', { competition: 'nope', season: '999999' });
    expect(unknown.selection).toEqual({
      competition_id: competitions[0]?.id,
      season_id: seasons[0]?.id,
    });
  });

  it('page_statistics answers the top scorers as the app would ask', async () => {
    const page = await start('page_statistics', { competition: 'serie-b' });
    await expectLeagueParts(page);
    const selection = {
      competitionId: page.selection?.competition_id ?? 0,
      seasonId: page.selection?.season_id ?? 0,
    };
    const scorers = await app.getTopScorers(selection);
    expect(scorers.length).toBeGreaterThan(1);
    expect(page.top_scorers).toEqual(scorers);
  });

  it("page_matches answers the team filter's teams and the open tab's fixtures as the app would ask", async () => {
    for (const tab of ['upcoming', 'completed'] as const) {
      const page = await start('page_matches', tab === 'upcoming' ? {} : { tab });
      await expectLeagueParts(page);
      const { competition_id: competitionId, season_id: seasonId } = page.selection ?? {
        competition_id: 0,
        season_id: 0,
      };
      expect(page.tab).toBe(tab);
      expect(page.team_id).toBeNull();
      const matches = await app.getMatches({ competitionId, seasonId, tab, teamId: null });
      expect(matches.length).toBeGreaterThan(0);
      expect(page.matches).toEqual(matches);
      const teams = await app.getSeasonTeams(competitionId, seasonId);
      expect(app.sortSeasonTeams(page.season_teams as typeof teams)).toEqual(teams);
    }
  });

  it("page_matches filters by team, and leaves the final stage's fixtures to the bracket", async () => {
    const completed = await start('page_matches', { tab: 'completed' });
    const { competition_id: competitionId, season_id: seasonId } = completed.selection ?? {
      competition_id: 0,
      season_id: 0,
    };
    const [team] = await app.getSeasonTeams(competitionId, seasonId);
    if (!team) throw new Error('the seed registers teams');
    const page = await start('page_matches', { tab: 'completed', team: String(team.id) });
    expect(page.team_id).toBe(team.id);
    const matches = await app.getMatches({
      competitionId,
      seasonId,
      tab: 'completed',
      teamId: team.id,
    });
    expect(matches.length).toBeGreaterThan(0);
    expect(page.matches).toEqual(matches);

    const final = await start('page_matches', { tab: 'final' });
    expect(final.tab).toBe('final');
    expect(final.matches).toBeNull();
    const junk = await start('page_matches', { tab: 'everything', team: '1; drop table' });
    expect(junk.tab).toBe('upcoming');
    expect(junk.team_id).toBeNull();
  });

  it("page_team answers the team, its season's numbers, results and fixtures as the app would ask", async () => {
    const teams = await app.getSeasonTeams(1, 2);
    for (const { id } of teams.slice(0, 3)) {
      const page = await start('page_team', { id: String(id) });
      expect(page.theme).toEqual(await app.getTheme());
      expect(page.bracket).toEqual(await app.getCurrentBracket());
      const team = await app.getTeam(id);
      expect(team?.players.length).toBeGreaterThan(0);
      expect(page.team).toEqual(team);
      expect(page.season_stats).toEqual(await app.getTeamSeasonStats(id));
      expect(page.recent).toEqual(await app.getTeamMatches(id, 'recent'));
      expect(page.upcoming).toEqual(await app.getTeamMatches(id, 'upcoming'));
    }
    const missing = await start('page_team', { id: '999999' });
    expect(missing.team).toBeNull();
    expect(await app.getTeam(999999)).toBeNull();
    expect((await start('page_team', { id: 'x' })).team).toBeNull();
  });
});
