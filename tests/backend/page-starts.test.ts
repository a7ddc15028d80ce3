import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES } from '../../src/app/public-pages';
import { sql, stackEnv } from '../helpers/stack';

/*
 * index.html asks a page's SQL function for the first screen, and the app files each part of the
 * answer under the query it stands for (src/app/page-start.ts), never asking for it again. That is
 * only right if every part equals what the app's own request for it returns: this compares them,
 * calling the app's real fetchers against the stack, as a signed-out visitor.
 */

type Fetchers = Awaited<ReturnType<typeof loadFetchers>>;

/** Every URL the app's client has requested, in order. */
const sent: string[] = [];

async function loadFetchers() {
  // The app's client reads its configuration from import.meta.env when first imported.
  const { url, anonKey } = stackEnv();
  vi.stubEnv('VITE_SUPABASE_URL', url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonKey);
  // supabase-js keeps the fetch it finds when the client is created: record what it sends.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  });
  const [
    competitions,
    seasons,
    standings,
    scorers,
    matches,
    teams,
    sortTeams,
    theme,
    bracket,
    ...team
  ] = await Promise.all([
    import('@/features/competitions/api/get-competitions'),
    import('@/features/competitions/api/get-seasons'),
    import('@/features/standings/api/get-standings-table'),
    import('@/features/statistics/api/get-top-scorers'),
    import('@/features/matches/api/get-matches'),
    import('@/features/matches/api/get-season-teams'),
    import('@/features/matches/utils/sort-season-teams'),
    import('@/features/theme/api/get-theme'),
    import('@/features/playoffs/api/get-current-bracket'),
    import('@/features/teams/api/get-team'),
    import('@/features/teams/api/get-team-season-stats'),
    import('@/features/teams/api/get-team-matches'),
  ]);
  const [layout, context, countdown, carousel, latest, pinned, homeTable, upcoming, parse] =
    await Promise.all([
      import('@/features/homepage/api/get-homepage-layout'),
      import('@/features/homepage/api/get-league-context'),
      import('@/features/homepage/api/get-countdown-event'),
      import('@/features/homepage/api/get-carousel-media'),
      import('@/features/homepage/api/get-latest-articles'),
      import('@/features/homepage/api/get-pinned-article'),
      import('@/features/homepage/api/get-league-standings'),
      import('@/features/homepage/api/get-upcoming-matches'),
      import('@/features/homepage/utils/layout'),
    ]);
  const [player, playerStats, playerGoals, articles, article, comments] = await Promise.all([
    import('@/features/players/api/get-player'),
    import('@/features/players/api/get-player-stats'),
    import('@/features/players/api/get-player-goals'),
    import('@/features/news/api/get-articles'),
    import('@/features/news/api/get-article'),
    import('@/features/news/api/get-comments'),
  ]);
  const homeData = await import('@/app/routes/home-data');
  return {
    ...layout,
    ...context,
    ...countdown,
    ...carousel,
    ...latest,
    ...pinned,
    ...homeTable,
    ...upcoming,
    ...parse,
    ...player,
    ...playerStats,
    ...playerGoals,
    ...articles,
    ...article,
    ...comments,
    prefetchHome: homeData.prefetch,
    ...competitions,
    ...seasons,
    ...standings,
    ...scorers,
    ...matches,
    ...teams,
    ...sortTeams,
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

/**
 * The demo league's current season, by its seeded name: other test files add competitions and
 * seasons of their own, so the defaults (the main competition, the latest season) need not be
 * ones with teams, results and scorers. Tests that need those ask for Serie A in this season.
 */
async function seededSeason(): Promise<string> {
  const { rows } = await sql<{ id: string }>("select id from seasons where name = '2026/27'");
  if (!rows[0]) throw new Error('the demo seed has the 2026/27 season');
  return String(rows[0].id);
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
    const seeded = await start('page_tables', {
      competition: 'serie-a',
      season: await seededSeason(),
    });
    const rows = (seeded.table as { rows: unknown[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(seeded.table).toEqual(
      await app.getStandingsTable({
        competitionId: seeded.selection?.competition_id ?? 0,
        seasonId: seeded.selection?.season_id ?? 0,
      }),
    );
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
    const page = await start('page_statistics', {
      competition: 'serie-b',
      season: await seededSeason(),
    });
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
    const season = await seededSeason();
    for (const tab of ['upcoming', 'completed'] as const) {
      const seeded = { competition: 'serie-a', season };
      const page = await start('page_matches', tab === 'upcoming' ? seeded : { ...seeded, tab });
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
    const season = await seededSeason();
    const completed = await start('page_matches', {
      competition: 'serie-a',
      tab: 'completed',
      season,
    });
    const { competition_id: competitionId, season_id: seasonId } = completed.selection ?? {
      competition_id: 0,
      season_id: 0,
    };
    const [team] = await app.getSeasonTeams(competitionId, seasonId);
    if (!team) throw new Error('the seed registers teams');
    const page = await start('page_matches', {
      competition: 'serie-a',
      tab: 'completed',
      season,
      team: String(team.id),
    });
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
      // The picture index.html asks for as soon as the answer is in: the crest the page paints.
      const [part, field] = TEAM_PICTURE;
      expect((page as Record<string, Record<string, unknown>>)[part]?.[field]).toBe(team?.logo_url);
      expect(team?.logo_url).toMatch(/\.webp$/);
    }
    const missing = await start('page_team', { id: '999999' });
    expect(missing.team).toBeNull();
    expect(await app.getTeam(999999)).toBeNull();
    expect((await start('page_team', { id: 'x' })).team).toBeNull();
  });
});

const TEAM_PICTURE = PUBLIC_PAGES.find((page) => page.path === 'teams/:id')!.start.image.at;

/** A home page widget's part of page_home(): its query's parameters and the request's answer. */
interface WidgetPart {
  kind: string;
  params: Record<string, number | null> | null;
  data: unknown;
}

describe('page start functions for the home page, a player and the news', () => {
  /** What the widget's own query returns for the part's parameters, and the key it uses. */
  async function ownQuery({ kind, params }: WidgetPart): Promise<[QueryKey, unknown]> {
    const p = params ?? {};
    const n = (key: string) => p[key] ?? null;
    switch (kind) {
      case 'countdown':
        return [app.getCountdownEventQueryOptions().queryKey, await app.getCountdownEvent()];
      case 'media_carousel': {
        const filter = { albumId: n('albumId'), limit: n('limit') ?? 0 };
        return [
          app.getCarouselMediaQueryOptions(filter).queryKey,
          await app.getCarouselMedia(filter),
        ];
      }
      case 'latest_news': {
        const limit = n('limit') ?? 0;
        return [
          app.getLatestArticlesQueryOptions(limit).queryKey,
          await app.getLatestArticles(limit),
        ];
      }
      case 'pinned_article': {
        const id = n('articleId') ?? 0;
        return [app.getPinnedArticleQueryOptions(id).queryKey, await app.getPinnedArticle(id)];
      }
      case 'league_table': {
        const filter = { competitionId: n('competitionId') ?? 0, seasonId: n('seasonId') ?? 0 };
        return [
          app.getLeagueStandingsQueryOptions(filter).queryKey,
          await app.getLeagueStandings(filter),
        ];
      }
      case 'upcoming_matches': {
        const filter = {
          competitionId: n('competitionId') ?? 0,
          seasonId: n('seasonId') ?? 0,
          limit: n('limit') ?? 0,
        };
        return [
          app.getUpcomingMatchesQueryOptions(filter).queryKey,
          await app.getUpcomingMatches(filter),
        ];
      }
      default:
        throw new Error(`unexpected part ${kind}`);
    }
  }

  /**
   * Files page_home()'s answer the way the app does (the route's data module), then checks that
   * the walk over the widgets asked for nothing else than `expectedRequests`, and that every
   * query holds what its own request returns.
   */
  async function expectHomeFiled(page: Awaited<ReturnType<typeof start>>, expectedRequests = 0) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    sent.length = 0;
    await app.prefetchHome(
      queryClient,
      { request: new Request('http://localhost/'), params: {} } as LoaderFunctionArgs,
      Promise.resolve(page),
    );
    expect(sent).toHaveLength(expectedRequests);
    const layout = await app.getHomepageLayout();
    expect(queryClient.getQueryData(app.getHomepageLayoutQueryOptions().queryKey)).toEqual(layout);
    expect(queryClient.getQueryData(app.getLeagueContextQueryOptions().queryKey)).toEqual(
      await app.getLeagueContext(),
    );
    for (const part of page.widgets as WidgetPart[]) {
      const [key, own] = await ownQuery(part);
      expect(queryClient.getQueryData(key), part.kind).toEqual(own);
    }
  }

  it('page_home answers the frame, the layout, the context and every widget as the app would ask', async () => {
    const page = await start('page_home');
    expect(page.theme).toEqual(await app.getTheme());
    expect(page.bracket).toEqual(await app.getCurrentBracket());
    expect(app.parseLayout(page.layout as never)).toEqual(await app.getHomepageLayout());
    expect(page.context).toEqual(await app.getLeagueContext());
    // The seeded layout: a hero (no data), then one part per widget, in the layout's order.
    expect((page.widgets as WidgetPart[]).map((part) => part.kind)).toEqual([
      'countdown',
      'upcoming_matches',
      'league_table',
      'pinned_article',
      'latest_news',
      'media_carousel',
    ]);
    // The league context is the main competition's latest season, which other test files may
    // have added empty; the table and the fixtures are then rightly empty.
    const { competitionId, seasonId } = page.context as {
      competitionId: number | null;
      seasonId: number | null;
    };
    const serieA = (await app.getCompetitions()).find((c) => c.slug === 'serie-a');
    const contextPlayed =
      competitionId === serieA?.id && String(seasonId) === (await seededSeason());
    for (const part of page.widgets as WidgetPart[]) {
      if (!contextPlayed && ['upcoming_matches', 'league_table'].includes(part.kind)) continue;
      expect(part.data, part.kind).not.toEqual([]);
      expect(part.data, part.kind).not.toBeNull();
    }
    await expectHomeFiled(page);
  });

  it("page_home reads each widget's settings as the widget does, and leaves out what it cannot answer", async () => {
    const {
      rows: [stored],
    } = await sql<{ rows: unknown }>('select rows from homepage_layout where id = 1');
    const widgets = [
      { kind: 'hero', settings: { title: 'Benvenuti' } },
      { kind: 'media_carousel', settings: { limit: 2 } },
      { kind: 'latest_news' },
      { kind: 'league_table', settings: { competition_id: 2, season_id: 1, limit: 4 } },
      { kind: 'upcoming_matches', settings: { competition_id: 2, limit: '3' } },
      // Published but not pinned: the widget shows nothing.
      { kind: 'pinned_article', settings: { article_id: 2 } },
      { kind: 'pinned_article', settings: {} },
      // A limit the app sends as it is (and the API refuses): that widget asks on its own.
      { kind: 'latest_news', settings: { limit: 2.5 } },
    ];
    await sql('update homepage_layout set rows = $1 where id = 1', [
      JSON.stringify([{ columns: [{ widgets }] }]),
    ]);
    try {
      const page = await start('page_home');
      expect(page.widgets).toEqual([
        expect.objectContaining({ kind: 'media_carousel', params: { albumId: null, limit: 2 } }),
        expect.objectContaining({ kind: 'latest_news', params: { limit: 3 } }),
        expect.objectContaining({
          kind: 'league_table',
          params: { competitionId: 2, seasonId: 1 },
        }),
        expect.objectContaining({
          kind: 'upcoming_matches',
          params: {
            competitionId: 2,
            seasonId: (page.context as { seasonId: number }).seasonId,
            limit: 5,
          },
        }),
        { kind: 'pinned_article', params: { articleId: 2 }, data: null },
      ]);
      await expectHomeFiled(page, 1);
      expect(sent[0]).toMatch(/\/rest\/v1\/articles\?.*limit=2\.5/);
    } finally {
      await sql('update homepage_layout set rows = $1 where id = 1', [
        JSON.stringify(stored?.rows),
      ]);
    }
  });

  it("page_player answers the player's card, numbers and goals as the app would ask", async () => {
    const scorer = await sql<{ player_id: string }>(
      'select player_id from goals where not own_goal group by 1 order by count(*) desc limit 1',
    );
    const scorerId = Number(scorer.rows[0]?.player_id);
    const goalkeeper = await sql<{ id: string }>(
      "select id from players where role = 'goalkeeper' order by id limit 1",
    );
    for (const id of [scorerId, Number(goalkeeper.rows[0]?.id), 999999]) {
      const page = await start('page_player', { id: String(id) });
      expect(page.theme).toEqual(await app.getTheme());
      expect(page.bracket).toEqual(await app.getCurrentBracket());
      expect(page.player).toEqual(await app.getPlayer(id));
      expect(page.stats).toEqual(await app.getPlayerStats(id));
      expect(page.goals).toEqual(await app.getPlayerGoals(id));
    }
    const page = await start('page_player', { id: String(scorerId) });
    expect(page.player).toMatchObject({ id: scorerId, team: { id: expect.any(Number) } });
    expect((page.goals as unknown[]).length).toBeGreaterThan(10);
    const missing = await start('page_player', { id: '999999' });
    expect(missing.player).toBeNull();
    expect((await start('page_player', { id: '1 or 1=1' })).player).toBeNull();
  });

  it('page_news answers the published articles as the app would ask', async () => {
    const page = await start('page_news');
    expect(page.theme).toEqual(await app.getTheme());
    expect(page.bracket).toEqual(await app.getCurrentBracket());
    const articles = await app.getArticles();
    expect(articles.length).toBeGreaterThan(1);
    expect(page.articles).toEqual(articles);
  });

  it('page_article answers the article and its comments as the app would ask, and no draft', async () => {
    const articles = await app.getArticles();
    for (const { slug } of articles) {
      const page = await start('page_article', { slug });
      expect(page.slug).toBe(slug);
      const article = await app.getArticle(slug);
      expect(page.article).toEqual(article);
      expect(page.comments).toEqual(await app.getComments(article?.id ?? 0));
    }
    const withComments = await sql<{ slug: string }>(
      `select a.slug from articles a where a.status = 'published'
         and exists (select 1 from comments c where c.article_id = a.id) limit 1`,
    );
    const commented = await start('page_article', { slug: withComments.rows[0]?.slug ?? '' });
    expect((commented.comments as unknown[]).length).toBeGreaterThan(0);
    expect(commented.article).toMatchObject({ author: { first_name: expect.any(String) } });

    const draft = await sql<{ slug: string }>(
      "select slug from articles where status <> 'published' limit 1",
    );
    const hidden = draft.rows[0]?.slug;
    if (!hidden) throw new Error('the seed has a draft article');
    for (const slug of [hidden, 'no-such-article']) {
      const page = await start('page_article', { slug });
      expect(page.article).toBeNull();
      expect(page.comments).toBeNull();
      expect(await app.getArticle(slug)).toBeNull();
    }
  });
});
