import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyMigrations,
  applyPlatform,
  applySeed,
  SEED_FILE,
  SUPABASE_DIR,
} from '../../supabase/local/migrate';
import { SEED_BUCKETS, seedObjectKeys, seedObjectType } from '../../supabase/local/seed-buckets';
import { anonClient, sql, stackEnv } from '../helpers/stack';

const ROOT = join(SUPABASE_DIR, '..');
const STRESS_FILE = join(SUPABASE_DIR, 'stress-seed.sql');
const WIDGET_KINDS = [
  'hero',
  'countdown',
  'media_carousel',
  'upcoming_matches',
  'latest_news',
  'league_table',
  'pinned_article',
];
const DEMO_ACCOUNTS = [
  {
    email: 'admin@calcetto.local',
    id: 'c0ffee00-0000-4000-8000-000000000001',
    role: 'admin',
    team_id: null,
  },
  {
    email: 'editor@calcetto.local',
    id: 'c0ffee00-0000-4000-8000-000000000002',
    role: 'editor',
    team_id: null,
  },
  {
    email: 'captain@calcetto.local',
    id: 'c0ffee00-0000-4000-8000-000000000003',
    role: 'captain',
    team_id: 1,
  },
  {
    email: 'player@calcetto.local',
    id: 'c0ffee00-0000-4000-8000-000000000004',
    role: 'player',
    team_id: null,
  },
];

/**
 * The shape checks run in a database of their own (platform, migrations, seed), so what other
 * test files write into the stack's database cannot disturb them, and the stress seed can be
 * loaded on top without touching anyone else.
 */
describe('demo seed (own database)', () => {
  const name = `seed_check_${process.pid}`;
  let db: pg.Client;
  const q = async <R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
  ) => (await db.query<R>(text, params)).rows;
  const one = async <R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
  ) => (await q<R>(text, params))[0];

  beforeAll(async () => {
    await sql(`drop database if exists ${name} with (force)`);
    await sql(`create database ${name}`);
    db = new pg.Client({ connectionString: stackEnv().dbUrl.replace(/\/postgres$/, `/${name}`) });
    await db.connect();
    await applyPlatform(db);
    await applyMigrations(db, () => {});
    await applySeed(db, () => {});
  });

  afterAll(async () => {
    await db?.end();
    await sql(`drop database if exists ${name} with (force)`);
  });

  it('has two competitions and two seasons, the current one latest', async () => {
    expect(
      await q('select id::int, name, slug, level from public.competitions order by level'),
    ).toEqual([
      { id: 1, name: 'Serie A', slug: 'serie-a', level: 1 },
      { id: 2, name: 'Serie B', slug: 'serie-b', level: 2 },
    ]);
    expect(
      await q(
        `select id::int, name, start_date::text, end_date::text from public.seasons order by start_date desc`,
      ),
    ).toEqual([
      { id: 2, name: '2026/27', start_date: '2026-09-01', end_date: '2027-06-30' },
      { id: 1, name: '2025/26', start_date: '2025-09-01', end_date: '2026-06-30' },
    ]);
    const modes = await q<{ n: number }>(
      `select count(*)::int as n from public.competition_seasons where tournament_mode_id is not null`,
    );
    expect(modes[0].n).toBe(4);
  });

  it('has 10-12 teams per competition and season, 8-12 players per team', async () => {
    const perCompetition = await q<{ n: number }>(
      `select count(*)::int as n from public.competition_season_teams group by competition_id, season_id`,
    );
    expect(perCompetition).toHaveLength(4);
    for (const { n } of perCompetition) {
      expect(n).toBeGreaterThanOrEqual(10);
      expect(n).toBeLessThanOrEqual(12);
    }

    const squads = await q<{
      team: string;
      n: number;
      keepers: number;
      numbers: number;
      private: number;
    }>(`
      select t.name as team, count(p.id)::int as n,
             count(*) filter (where p.role = 'goalkeeper')::int as keepers,
             count(distinct p.jersey_number)::int as numbers,
             count(pp.player_id)::int as private
      from public.teams t
      left join public.players p on p.team_id = t.id
      left join public.player_private pp on pp.player_id = p.id and pp.document_id is not null
                                           and pp.date_of_birth is not null
      group by t.id order by t.id`);
    expect(squads).toHaveLength(22);
    for (const s of squads) {
      expect(s.n, s.team).toBeGreaterThanOrEqual(8);
      expect(s.n, s.team).toBeLessThanOrEqual(12);
      expect(s.keepers, s.team).toBeGreaterThanOrEqual(1);
      expect(s.numbers, `${s.team}: jersey numbers are unique`).toBe(s.n);
      expect(s.private, `${s.team}: every player has private data`).toBe(s.n);
    }
    const foreign = await one<{ n: number }>(
      `select count(*)::int as n from public.players where nationality <> 'IT'`,
    );
    expect(foreign.n).toBeGreaterThan(5);
    const dupes = await q(
      `select first_name, last_name from public.players group by 1, 2 having count(*) > 1`,
    );
    expect(dupes).toEqual([]);
  });

  it('plays a full double round-robin in 2025/26, all completed', async () => {
    const rows = await q<{
      competition_id: number;
      teams: number;
      matches: number;
      pairs: number;
      completed: number;
    }>(`
      select cst.competition_id::int, count(distinct cst.team_id)::int as teams,
             (select count(*) from public.matches m where m.competition_id = cst.competition_id and m.season_id = 1
                and m.round is not null)::int as matches,
             (select count(distinct (m.home_team_id, m.away_team_id)) from public.matches m
              where m.competition_id = cst.competition_id and m.season_id = 1 and m.round is not null)::int as pairs,
             (select count(*) from public.matches m where m.competition_id = cst.competition_id and m.season_id = 1
                and m.status = 'completed' and m.home_score is not null)::int as completed
      from public.competition_season_teams cst where cst.season_id = 1
      group by cst.competition_id order by 1`);
    for (const r of rows) {
      const expected = r.teams * (r.teams - 1); // every ordered pair once: home and away
      expect(r.matches).toBe(expected);
      expect(r.pairs).toBe(expected);
    }
    const notDone = await one<{ n: number }>(
      `select count(*)::int as n from public.matches where season_id = 1 and status <> 'completed'`,
    );
    expect(notDone.n).toBe(0);
    // every registered team plays only against teams of its own competition
    const strays = await q(`
      select m.id from public.matches m
      where m.round is not null and not exists (
        select 1 from public.competition_season_teams h join public.competition_season_teams a
          on a.competition_id = h.competition_id and a.season_id = h.season_id and a.team_id = m.away_team_id
        where h.competition_id = m.competition_id and h.season_id = m.season_id and h.team_id = m.home_team_id)`);
    expect(strays).toEqual([]);
  });

  it('has the current season half played around 2026-11-22', async () => {
    const byStatus = Object.fromEntries(
      (
        await q<{ status: string; n: number; first: string; last: string }>(`
          select status::text, count(*)::int as n, min(match_date)::text as first, max(match_date)::text as last
          from public.matches where season_id = 2 group by status`)
      ).map((r) => [r.status, r]),
    );
    expect(byStatus.completed.n).toBeGreaterThan(80);
    expect(byStatus.scheduled.n).toBeGreaterThan(80);
    expect(byStatus.ongoing.n).toBe(1);
    expect(byStatus.postponed.n).toBe(1);
    const misplaced = await one<{ n: number }>(`
      select count(*)::int as n from public.matches where season_id = 2 and (
        (status = 'completed' and match_date >= timestamptz '2026-11-22 00:00+01')
        or (status = 'scheduled' and match_date < timestamptz '2026-11-23 00:00+01'))`);
    expect(misplaced.n).toBe(0);
    const ongoing = await one<{ id: number; rome: string }>(`
      select id::int, to_char(match_date at time zone 'Europe/Rome', 'YYYY-MM-DD HH24:MI') as rome
      from public.matches where status = 'ongoing'`);
    expect(ongoing).toEqual({ id: 21106, rome: '2026-11-22 20:30' });
  });

  it('has goals that add up to every score, own goals credited to the other side', async () => {
    const mismatches = await q(`
      select m.id from public.matches m
      where m.status in ('completed', 'ongoing')
        and (m.home_score, m.away_score) is distinct from (
          (select count(*)::smallint from public.goals g where g.match_id = m.id and g.team_id = m.home_team_id),
          (select count(*)::smallint from public.goals g where g.match_id = m.id and g.team_id = m.away_team_id))`);
    expect(mismatches).toEqual([]);
    const unplayed = await one<{ n: number }>(`
      select count(*)::int as n from public.goals g join public.matches m on m.id = g.match_id
      where m.status not in ('completed', 'ongoing')`);
    expect(unplayed.n).toBe(0);
    const wrongScorer = await q(`
      select g.id from public.goals g join public.players p on p.id = g.player_id
      where (not g.own_goal and p.team_id <> g.team_id) or (g.own_goal and p.team_id = g.team_id)`);
    expect(wrongScorer).toEqual([]);
    const stats = await one<{ goals: number; own: number; bad_minutes: number }>(`
      select count(*)::int as goals, count(*) filter (where own_goal)::int as own,
             count(*) filter (where minute is null or minute not between 1 and 50)::int as bad_minutes
      from public.goals`);
    expect(stats.goals).toBeGreaterThan(1000);
    expect(stats.own).toBeGreaterThan(5);
    expect(stats.bad_minutes).toBe(0);
  });

  it('has the 2025/26 Serie A playoff bracket: top four, semi-finals and final', async () => {
    const bracket = await one<{ match_ids: string[] }>(
      `select match_ids from public.playoff_brackets where competition_id = 1 and season_id = 1`,
    );
    expect(bracket.match_ids.map(Number)).toEqual([11901, 11902, 11903]);
    const top4 = (
      await q<{ team_id: string }>(
        `select team_id from public.standings(1, 1) where "position" <= 4 order by 1`,
      )
    )
      .map((r) => Number(r.team_id))
      .sort((a, b) => a - b);
    const games = await q<{
      id: number;
      home: number;
      away: number;
      hs: number;
      aws: number;
      status: string;
    }>(`
      select id::int, home_team_id::int as home, away_team_id::int as away, home_score as hs, away_score as aws,
             status::text from public.matches where id in (11901, 11902, 11903) order by id`);
    const semis = games.slice(0, 2);
    expect(semis.flatMap((g) => [g.home, g.away]).sort((a, b) => a - b)).toEqual(top4);
    for (const g of games) {
      expect(g.status).toBe('completed');
      expect(g.hs, 'a playoff match has a winner').not.toBe(g.aws);
    }
    const winners = semis.map((g) => (g.hs > g.aws ? g.home : g.away)).sort((a, b) => a - b);
    const final = games[2];
    expect([final.home, final.away].sort((a, b) => a - b)).toEqual(winners);
    const champion = final.hs > final.aws ? final.home : final.away;
    const honor = await one<{ team_id: string }>(
      `select team_id from public.honors where competition_id = 1 and season_id = 1 and achievement like 'Campione%'`,
    );
    expect(Number(honor.team_id)).toBe(champion);
    // the regular season is locked behind the bracket; the current one is not
    const locked = await one<{ past: boolean; current: boolean }>(
      `select public.is_regular_season_locked(1, 1) as past, public.is_regular_season_locked(1, 2) as current`,
    );
    expect(locked).toEqual({ past: true, current: false });
  });

  it('has news, comments, gallery, sponsors and honors', async () => {
    const articles = await one<{
      published: number;
      drafts: number;
      pinned: number;
      html: number;
    }>(`
      select count(*) filter (where status = 'published' and published_at is not null)::int as published,
             count(*) filter (where status = 'draft')::int as drafts,
             count(*) filter (where pinned and status = 'published')::int as pinned,
             count(*) filter (where content ~ '<p>' and content ~ '<h2>' and content ~ '<ul>')::int as html
      from public.articles`);
    expect(articles.published).toBeGreaterThanOrEqual(6);
    expect(articles.drafts).toBeGreaterThanOrEqual(1);
    expect(articles.pinned).toBe(1);
    expect(articles.html).toBeGreaterThanOrEqual(6);
    const comments = await one<{ articles: number; on_drafts: number }>(`
      select count(distinct c.article_id)::int as articles,
             count(*) filter (where a.status <> 'published')::int as on_drafts
      from public.comments c join public.articles a on a.id = c.article_id`);
    expect(comments.articles).toBeGreaterThanOrEqual(3);
    expect(comments.on_drafts).toBe(0);
    const albums = await q<{ items: number }>(
      `select public.item_count(a) as items from public.albums a order by a.id`,
    );
    expect(albums.length).toBeGreaterThanOrEqual(2);
    for (const a of albums) expect(a.items).toBeGreaterThanOrEqual(3);
    const sponsors = await one<{ n: number; teams: number }>(
      `select count(*)::int as n, count(distinct team_id)::int as teams from public.sponsors where website ~ '^https://'`,
    );
    expect(sponsors.n).toBeGreaterThanOrEqual(5);
    expect(sponsors.teams).toBeGreaterThanOrEqual(4);
    const honors = await one<{ n: number }>(`select count(*)::int as n from public.honors`);
    expect(honors.n).toBeGreaterThanOrEqual(4);
  });

  it('has a homepage layout with every widget kind and an enabled countdown', async () => {
    const { rows } = await one<{
      rows: { columns: { widgets: { kind: string; settings?: Record<string, unknown> }[] }[] }[];
    }>(`select rows from public.homepage_layout where id = 1`);
    const widgets = rows.flatMap((r) => r.columns.flatMap((c) => c.widgets));
    expect(new Set(widgets.map((w) => w.kind))).toEqual(new Set(WIDGET_KINDS));
    const pinnedId = widgets.find((w) => w.kind === 'pinned_article')?.settings?.article_id;
    const pinned = await one<{ ok: boolean }>(
      `select pinned and status = 'published' as ok from public.articles where id = $1`,
      [pinnedId],
    );
    expect(pinned?.ok).toBe(true);
    const event = await one<{ enabled: boolean; title: string; ahead: boolean }>(
      `select enabled, title, event_date > timestamptz '2026-11-22 12:00+01' as ahead from public.countdown_event`,
    );
    expect(event).toMatchObject({ enabled: true, ahead: true });
  });

  it('refers only to images that exist under public/demo', async () => {
    const urls = await q<{ url: string }>(`
      select url from (
        select logo_url as url from public.teams union all select photo_url from public.teams
        union all select image_url from public.venues union all select logo_url from public.sponsors
        union all select cover_image_url from public.articles
        union all select logo_url from public.themes
        union all select jsonb_path_query(rows, '$[*].columns[*].widgets[*].settings.image_url') #>> '{}'
          from public.homepage_layout
      ) u where url is not null`);
    expect(urls.length).toBeGreaterThan(25);
    const missing = urls
      .map((u) => u.url)
      .filter((u) => !u.startsWith('/demo/') || !existsSync(join(ROOT, 'public', u)));
    expect(missing).toEqual([]);
  });

  it('records as gallery items exactly the files of supabase/seed/gallery, in types the bucket takes', async () => {
    const items = await q<{ storage_path: string; type: string }>(
      'select storage_path, type::text from public.media_items order by storage_path',
    );
    const files = await seedObjectKeys(SEED_BUCKETS.gallery);
    expect(items.map((i) => i.storage_path)).toEqual(files);
    const [{ allowed }] = await q<{ allowed: string[] }>(
      `select allowed_mime_types as allowed from storage.buckets where id = 'gallery'`,
    );
    for (const item of items) {
      const type = seedObjectType(item.storage_path);
      expect(allowed).toContain(type);
      expect(type.split('/')[0]).toBe(item.type);
    }
  });

  it('leaves identity sequences past the explicit ids', async () => {
    const tables = [
      'teams',
      'players',
      'matches',
      'articles',
      'comments',
      'media_items',
      'sponsors',
      'honors',
    ];
    for (const table of tables) {
      const row = await one<{ last: string; next: string }>(
        `select (select max(id) from public.${table}) as last,
                nextval(pg_get_serial_sequence('public.${table}', 'id')) as next`,
      );
      expect(Number(row.next), table).toBeGreaterThan(Number(row.last));
    }
  });

  it('takes the stress seed on top: 40 teams, 5,000 matches, 25,000 goals', async () => {
    await db.query('begin');
    try {
      await db.query(await readFile(STRESS_FILE, 'utf8'));
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
    const counts = await one<{
      teams: number;
      matches: number;
      goals: number;
      players: number;
      bad: number;
    }>(`
      with c as (select id from public.competitions where slug = 'stress-league'),
      m as (select * from public.matches where competition_id = (select id from c))
      select (select count(*) from public.competition_season_teams where competition_id = (select id from c))::int as teams,
             (select count(*) from m)::int as matches,
             (select count(*) from public.goals g join m on m.id = g.match_id)::int as goals,
             (select count(*) from public.players p join public.competition_season_teams t
                on t.team_id = p.team_id and t.competition_id = (select id from c))::int as players,
             (select count(*) from m where (home_score, away_score) is distinct from (
                (select count(*)::smallint from public.goals g where g.match_id = m.id and g.team_id = m.home_team_id),
                (select count(*)::smallint from public.goals g where g.match_id = m.id and g.team_id = m.away_team_id)))::int as bad`);
    expect(counts).toEqual({ teams: 40, matches: 5000, goals: 25000, players: 480, bad: 0 });
    const ids = `(select id from public.competitions where slug = 'stress-league'),
                 (select id from public.seasons where name = 'Stress 2024/25')`;
    const standings = await q(`select * from public.standings(${ids})`);
    expect(standings).toHaveLength(40);
    const scorers = await q(`select * from public.top_scorers(${ids}, 20)`);
    expect(scorers.length).toBeGreaterThanOrEqual(20);
    // the demo league is untouched and still the default view
    const latest = await one<{ name: string }>(
      `select name from public.seasons order by start_date desc limit 1`,
    );
    expect(latest.name).toBe('2026/27');
    const main = await one<{ name: string }>(
      `select name from public.competitions order by level limit 1`,
    );
    expect(main.name).toBe('Serie A');
  });
});

describe('demo seed, for local use only', () => {
  it('is the seed of the Supabase CLI too, with the same gallery files', async () => {
    const config = await readFile(join(SUPABASE_DIR, 'config.toml'), 'utf8');
    const sqlPaths = /^sql_paths = \[(.*)\]$/m.exec(config)?.[1];
    expect(sqlPaths?.split(',').map((p) => join(SUPABASE_DIR, JSON.parse(p.trim())))).toEqual([
      SEED_FILE,
    ]);
    const gallery = /^\[storage\.buckets\.gallery\]$([\s\S]*?)^\[/m.exec(config)?.[1] ?? '';
    const objectsPath = /^objects_path = "([^"]+)"$/m.exec(gallery)?.[1];
    expect(objectsPath && join(SUPABASE_DIR, objectsPath)).toBe(SEED_BUCKETS.gallery);
  });

  it('says it is for local use, and the deploy section never loads it', async () => {
    expect(await readFile(SEED_FILE, 'utf8')).toMatch(/FOR LOCAL DEVELOPMENT ONLY/);
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const deploying = /^## Deploying\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
    expect(deploying).toMatch(/supabase db push/);
    expect(deploying).toMatch(/first account to get a profile/);
    expect(deploying).not.toMatch(/psql|calcetto-demo|@calcetto\.local/);
  });
});

describe('demo seed through the API', () => {
  it('serves the demo gallery’s pictures from the gallery bucket', async () => {
    const anon = anonClient();
    const { data, error } = await anon.from('media_items').select('storage_path');
    expect(error).toBeNull();
    const demo = (data ?? []).filter((item) => item.storage_path.startsWith('demo/'));
    expect(demo).toHaveLength((await seedObjectKeys(SEED_BUCKETS.gallery)).length);
    for (const { storage_path } of demo) {
      const response = await fetch(
        anon.storage.from('gallery').getPublicUrl(storage_path).data.publicUrl,
      );
      expect({ storage_path, status: response.status }).toEqual({ storage_path, status: 200 });
      expect(response.headers.get('content-type')).toBe('image/webp');
      await response.arrayBuffer();
    }
  });

  it('reads standings and hides private player data from anon', async () => {
    const anon = anonClient();
    const table = await anon.rpc('standings', { p_competition_id: 1, p_season_id: 2 });
    expect(table.error).toBeNull();
    expect(table.data).toHaveLength(12);
    const privateRows = await anon.from('player_private').select('player_id').limit(1);
    expect(privateRows.data ?? []).toEqual([]);
  });

  const authMounted = existsSync(join(SUPABASE_DIR, 'local', 'auth', 'index.ts'));
  if (!authMounted)
    console.warn('seed.test: the local auth service is not mounted yet; demo sign-ins are skipped');

  it.skipIf(!authMounted).each(DEMO_ACCOUNTS)(
    '$email signs in with calcetto-demo as $role',
    async (account) => {
      const client = anonClient();
      const { data, error } = await client.auth.signInWithPassword({
        email: account.email,
        password: 'calcetto-demo',
      });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(account.id);
      const profile = await client
        .from('profiles')
        .select('role, status, team_id')
        .eq('id', account.id)
        .single();
      expect(profile.error).toBeNull();
      expect(profile.data).toEqual({
        role: account.role,
        status: 'active',
        team_id: account.team_id,
      });
      await client.auth.signOut();
    },
  );
});
