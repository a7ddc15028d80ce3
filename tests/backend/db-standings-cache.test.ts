// The standings cache (migration 20261122090000): after every kind of change to an input of the
// table, public.standings() must return exactly what the original live computation returns. The
// reference is the original public.standings body, taken verbatim from the migration that first
// defined it and created as a session-local function, so "identical" means identical to the
// behaviour shipped before the cache.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, stackEnv } from '../helpers/stack';

const ORIGINAL = join(
  import.meta.dirname,
  '..',
  '..',
  'supabase',
  'migrations',
  '20261122080200_views_and_functions.sql',
);

/** `create or replace function public.standings(...) ... $$;` from the original migration. */
function referenceFunctionSql(): string {
  const text = readFileSync(ORIGINAL, 'utf8');
  const start = text.indexOf('create or replace function public.standings(');
  const end = text.indexOf('$$;', text.indexOf('as $$', start) + 5);
  if (start < 0 || end < 0) throw new Error('original public.standings not found');
  return text
    .slice(start, end + 3)
    .replace('function public.standings(', 'function pg_temp.standings_reference(');
}

type Row = Record<string, unknown>;
type Key = [number, number];

// One session: the reference function lives in its pg_temp schema.
let db: pg.Client;
let anon: SupabaseClient;
let admin: { client: SupabaseClient; id: string };
const tag = `sc${Date.now().toString(36)}`;
const t: Record<string, number> = {};
let comp: number, season: number, season2: number;

async function q<R extends pg.QueryResultRow = Row>(text: string, params: unknown[] = []) {
  return (await db.query<R>(text, params)).rows;
}
async function id(text: string, params: unknown[] = []) {
  return Number((await q<{ id: string }>(text, params))[0].id);
}
async function match(
  home: string,
  away: string,
  hs: number | null,
  as: number | null,
  day: number,
  key: Key = [comp, season],
) {
  return id(
    `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date, status, home_score, away_score)
     values ($1, $2, $3, $4, timestamptz '2025-10-01 20:00+00' + make_interval(days => $5), $6, $7, $8)
     returning id`,
    [key[0], key[1], t[home], t[away], day, hs === null ? 'scheduled' : 'completed', hs, as],
  );
}

/** Rows as the API returns them (team_id is a bigint, which pg hands over as a string). */
async function standings(fn: string, key: Key): Promise<Row[]> {
  const rows = await q(`select * from ${fn}($1, $2) order by "position"`, key);
  return rows.map((r) => ({ ...r, team_id: Number(r.team_id) }));
}
const cached = (key: Key = [comp, season]) => standings('public.standings', key);
const live = (key: Key = [comp, season]) => standings('pg_temp.standings_reference', key);

/**
 * Every competition-season the database knows (this file's, the demo seed's, other test files'):
 * the keys whose cached table differs from the live one. Expected: none.
 */
async function staleKeys(): Promise<string[]> {
  const rows = await q<{ k: string }>(`
    with keys as (
      select competition_id, season_id from public.matches
      where competition_id is not null and season_id is not null
      union select competition_id, season_id from public.competition_seasons
      union select competition_id, season_id from public.competition_season_teams
      union select competition_id, season_id from public.playoff_brackets
      union select competition_id, season_id from app.standings_cache
    )
    select k.competition_id || '/' || k.season_id as k from keys k
    where exists (select * from public.standings(k.competition_id, k.season_id)
                  except all
                  select * from pg_temp.standings_reference(k.competition_id, k.season_id))
       or exists (select * from pg_temp.standings_reference(k.competition_id, k.season_id)
                  except all
                  select * from public.standings(k.competition_id, k.season_id))
    order by 1`);
  return rows.map((r) => r.k);
}

/** The cache equals the live computation for this file's key (with a readable diff) and all others. */
async function expectFresh(key: Key = [comp, season]) {
  expect(await cached(key)).toEqual(await live(key));
  expect(await staleKeys()).toEqual([]);
}

async function refreshCalls() {
  const [row] = await q<{ calls: number }>(
    `select coalesce(sum(calls), 0)::int as calls from pg_stat_xact_user_functions
     where schemaname = 'app' and funcname = 'refresh_standings'`,
  );
  return row.calls;
}

/** Calls to app.refresh_standings made by `work`, run in one transaction as an admin. */
async function refreshesDuring(work: () => Promise<unknown>) {
  await q('begin');
  try {
    await q(`set local track_functions = 'all'`);
    await q(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: admin.id, role: 'authenticated' }),
    ]);
    // The view reads this backend's not yet flushed counters, which may still hold an earlier
    // transaction's calls (flushes wait for an idle second): count from here.
    const before = await refreshCalls();
    await q('set local role authenticated');
    await work();
    await q('reset role');
    // runs the deferred refresh now, as commit would
    await q('set constraints all immediate');
    const calls = (await refreshCalls()) - before;
    await q('commit');
    return calls;
  } catch (error) {
    await q('rollback');
    throw error;
  }
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: stackEnv().dbUrl });
  await db.connect();
  await q(referenceFunctionSql());
  anon = anonClient() as unknown as SupabaseClient;
  const u = await signedInClient();
  const { error } = await u.client.rpc('ensure_profile');
  expect(error).toBeNull();
  await q(`update profiles set role = 'admin' where id = $1`, [u.userId]);
  admin = { client: u.client as unknown as SupabaseClient, id: u.userId };

  comp = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
    `${tag}-lega`,
  ]);
  season = await id(
    `insert into seasons (name, start_date, end_date) values ($1, '2025-09-01', '2026-06-30') returning id`,
    [`${tag} 2025/26`],
  );
  season2 = await id(
    `insert into seasons (name, start_date, end_date) values ($1, '2024-09-01', '2025-06-30') returning id`,
    [`${tag} 2024/25`],
  );
  await q('insert into competition_seasons (competition_id, season_id) values ($1, $2)', [
    comp,
    season,
  ]);
  for (const name of ['Ardea', 'Borgo', 'Cori', 'Doria', 'Esino']) {
    t[name] = await id(`insert into teams (name) values ($1) returning id`, [`${tag} ${name}`]);
  }
  for (const name of ['Ardea', 'Borgo', 'Cori', 'Doria']) {
    await q('insert into competition_season_teams values ($1, $2, $3)', [comp, season, t[name]]);
  }
});

afterAll(async () => {
  await db?.end();
});

describe('standings cache', () => {
  it('matches the original computation for the seeded demo league (and everything else present)', async () => {
    const [{ n }] = await q<{ n: number }>(
      `select count(*)::int as n from app.standings_cache where competition_id <> $1`,
      [comp],
    );
    expect(n).toBeGreaterThan(0);
    expect(await staleKeys()).toEqual([]);
    // registered teams without matches show with zeros
    expect((await cached()).map((r) => [r.team_id, r.played, r.points])).toEqual(
      ['Ardea', 'Borgo', 'Cori', 'Doria'].map((n) => [t[n], 0, 0]),
    );
    await expectFresh();
  });

  it('follows inserted matches (completed and scheduled)', async () => {
    await match('Ardea', 'Borgo', 2, 1, 1);
    await match('Cori', 'Doria', 0, 0, 2);
    await match('Borgo', 'Cori', 3, 0, 3);
    await match('Doria', 'Ardea', null, null, 4);
    await expectFresh();
    // Ardea and Borgo level on points: Ardea won the head-to-head
    expect((await cached())[0]).toMatchObject({ team_id: t.Ardea, points: 3, played: 1 });
  });

  it('follows score, status and date changes, and a match moved to another season', async () => {
    const m = await match('Ardea', 'Cori', 0, 1, 5);
    await q('update matches set home_score = 4 where id = $1', [m]);
    await expectFresh();
    await q(`update matches set status = 'ongoing' where id = $1`, [m]);
    await expectFresh();
    await q(`update matches set status = 'completed' where id = $1`, [m]);
    await expectFresh();
    const future = (
      await q<{ id: string }>(
        `select id from matches where competition_id = $1 and season_id = $2 and status = 'scheduled'`,
        [comp, season],
      )
    )[0].id;
    await q(
      `update matches set status = 'completed', home_score = 1, away_score = 3 where id = $1`,
      [future],
    );
    await expectFresh();
    // the date orders the form
    await q(`update matches set match_date = match_date - interval '30 days' where id = $1`, [m]);
    await expectFresh();
    // home and away swapped
    await q(
      'update matches set home_team_id = away_team_id, away_team_id = home_team_id where id = $1',
      [m],
    );
    await expectFresh();
    // moved to another season: both tables change
    await q('update matches set season_id = $2 where id = $1', [m, season2]);
    await expectFresh();
    await expectFresh([comp, season2]);
    expect((await cached([comp, season2])).map((r) => r.team_id).sort()).toEqual(
      [t.Ardea, t.Cori].sort(),
    );
  });

  it('follows deleted matches', async () => {
    const m = await match('Esino', 'Doria', 5, 0, 6);
    await expectFresh();
    expect((await cached()).map((r) => r.team_id)).toContain(t.Esino);
    await q('delete from matches where id = $1', [m]);
    await expectFresh();
    // Esino is not registered: with its only match gone it leaves the table
    expect((await cached()).map((r) => r.team_id)).not.toContain(t.Esino);
  });

  it('follows bracket matches being added and removed (and the bracket deleted)', async () => {
    const m = await match('Doria', 'Borgo', 6, 0, 40);
    await q(
      'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
      [comp, season, [m]],
    );
    await expectFresh();
    const doria = () => cached().then((rows) => rows.find((r) => r.team_id === t.Doria));
    const before = await doria();
    await q(
      'update playoff_brackets set match_ids = $3 where competition_id = $1 and season_id = $2',
      [comp, season, []],
    );
    await expectFresh();
    expect((await doria())?.played).toBe(Number(before?.played) + 1);
    await q(
      'update playoff_brackets set match_ids = $3 where competition_id = $1 and season_id = $2',
      [comp, season, [m]],
    );
    await expectFresh();
    await q('delete from playoff_brackets where competition_id = $1 and season_id = $2', [
      comp,
      season,
    ]);
    await expectFresh();
    expect((await doria())?.played).toBe(Number(before?.played) + 1);
  });

  it('follows the tournament mode: assigned, points changed, mode deleted', async () => {
    const mode = await id(
      `insert into tournament_modes (name, points_win, points_draw) values ($1, 2, 1) returning id`,
      [`${tag} 2-1-0`],
    );
    await q(
      'update competition_seasons set tournament_mode_id = $3 where competition_id = $1 and season_id = $2',
      [comp, season, mode],
    );
    await expectFresh();
    await q(
      'update tournament_modes set points_win = 5, points_draw = 2, points_loss = 1 where id = $1',
      [mode],
    );
    await expectFresh();
    const borgo = (await cached()).find((r) => r.team_id === t.Borgo);
    expect(Number(borgo?.points)).toBe(
      5 * Number(borgo?.won) + 2 * Number(borgo?.drawn) + Number(borgo?.lost),
    );
    // deleting the mode sets the competition-season's mode to null: back to 3/1/0
    await q('delete from tournament_modes where id = $1', [mode]);
    await expectFresh();
  });

  it('follows membership: a registered team appears with zeros, and leaves when removed', async () => {
    await q('insert into competition_season_teams values ($1, $2, $3)', [comp, season, t.Esino]);
    await expectFresh();
    expect((await cached()).find((r) => r.team_id === t.Esino)).toMatchObject({
      played: 0,
      points: 0,
      form: [],
    });
    await q('delete from competition_season_teams where team_id = $1 and competition_id = $2', [
      t.Esino,
      comp,
    ]);
    await expectFresh();
    expect((await cached()).map((r) => r.team_id)).not.toContain(t.Esino);
  });

  it('reads team names, logos and colours live: a rename needs no refresh and re-breaks ties', async () => {
    const key: Key = [comp, season2];
    // Borgo and Esino: identical records, so the name decides
    await match('Borgo', 'Doria', 1, 0, 7, key);
    await match('Esino', 'Doria', 1, 0, 8, key);
    await expectFresh(key);
    const order = async () =>
      (await cached(key)).filter((r) => r.team_id === t.Borgo || r.team_id === t.Esino);
    expect((await order()).map((r) => r.team_id)).toEqual([t.Borgo, t.Esino]);
    const refreshes = await refreshesDuring(() =>
      q(`update teams set name = $2, colors = '{#abcdef}' where id = $1`, [
        t.Esino,
        `${tag} Aaa Esino`,
      ]),
    );
    expect(refreshes).toBe(0);
    expect((await order()).map((r) => [r.team_id, r.team_colors])).toEqual([
      [t.Esino, ['#abcdef']],
      [t.Borgo, []],
    ]);
    await expectFresh(key);
  });

  it('follows a competition-season being removed (its registrations go with it)', async () => {
    const c2 = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
      `${tag}-coppa`,
    ]);
    await q('insert into competition_seasons (competition_id, season_id) values ($1, $2)', [
      c2,
      season,
    ]);
    await q('insert into competition_season_teams values ($1, $2, $3), ($1, $2, $4)', [
      c2,
      season,
      t.Ardea,
      t.Borgo,
    ]);
    await expectFresh([c2, season]);
    expect(await cached([c2, season])).toHaveLength(2);
    await q('delete from competition_seasons where competition_id = $1', [c2]);
    await expectFresh([c2, season]);
    expect(await cached([c2, season])).toEqual([]);
  });

  it('a writing transaction reads its own changes before it commits', async () => {
    await q('begin');
    try {
      await match('Esino', 'Ardea', 7, 0, 70);
      await q('insert into competition_season_teams values ($1, $2, $3)', [comp, season, t.Esino]);
      const inside = await cached();
      expect(inside).toEqual(await live());
      expect(inside.find((r) => r.team_id === t.Esino)).toMatchObject({ played: 1, points: 3 });
      // other sessions still read the committed table
      const other = new pg.Client({ connectionString: stackEnv().dbUrl });
      await other.connect();
      try {
        const { rows } = await other.query<{ team_id: string }>(
          'select team_id from public.standings($1, $2)',
          [comp, season],
        );
        expect(rows.map((r) => Number(r.team_id))).not.toContain(t.Esino);
      } finally {
        await other.end();
      }
    } finally {
      await q('rollback');
    }
    await expectFresh();
  });

  it('recomputes after TRUNCATE (rolled back)', async () => {
    await q('begin');
    try {
      await q('truncate competition_season_teams');
      await q('set constraints all immediate');
      await expectFresh();
      expect((await cached()).map((r) => r.team_id)).not.toContain(t.Esino);
    } finally {
      await q('rollback');
    }
    await expectFresh();
  });

  it('refreshes each competition-season once per transaction: a 5,000-row import_fixtures', async () => {
    const c3 = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
      `${tag}-import`,
    ]);
    const teams = ['Ardea', 'Borgo', 'Cori', 'Doria', 'Esino'];
    const rows = Array.from({ length: 5000 }, (_, i) => {
      const home = i % 5;
      const away = (home + 1 + (Math.floor(i / 5) % 4)) % 5;
      const played = i % 7 !== 0;
      return {
        home_team_id: t[teams[home]],
        away_team_id: t[teams[away]],
        match_date: new Date(Date.UTC(2025, 9, 1) + i * 3_600_000).toISOString(),
        competition_id: c3,
        season_id: season,
        ...(played ? { home_score: i % 4, away_score: (i * 7) % 5 } : {}),
      };
    });
    const refreshes = await refreshesDuring(() =>
      q('select public.import_fixtures($1::jsonb) as n', [JSON.stringify(rows)]),
    );
    expect(refreshes).toBe(1);
    await expectFresh([c3, season]);
    expect((await cached([c3, season])).reduce((sum, r) => sum + Number(r.played), 0)).toBe(
      2 * rows.filter((r) => 'home_score' in r).length,
    );
  });

  it('refreshes each touched competition-season once for one multi-row statement', async () => {
    const refreshes = await refreshesDuring(() =>
      q(
        `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date, status, home_score, away_score)
         select $1, s, $3, $4, timestamptz '2025-11-01 20:00+00' + make_interval(days => g), 'completed', g % 3, g % 2
         from unnest(array[$2::bigint, $5::bigint]) s, generate_series(1, 50) g`,
        [comp, season, t.Ardea, t.Cori, season2],
      ),
    );
    expect(refreshes).toBe(2);
    await expectFresh([comp, season]);
    await expectFresh([comp, season2]);
  });

  it('an import through the API as an admin refreshes the table', async () => {
    const { data, error } = await admin.client.rpc('import_fixtures', {
      p_rows: [
        {
          home_team_id: t.Cori,
          away_team_id: t.Borgo,
          match_date: '2025-12-01T19:00:00Z',
          competition_id: comp,
          season_id: season,
          home_score: 9,
          away_score: 0,
        },
      ],
    });
    expect(error).toBeNull();
    expect(data).toBe(1);
    await expectFresh();
  });

  it('stays right under concurrent writers to the same competition-season', async () => {
    const [m1, m2] = [
      await match('Ardea', 'Doria', 0, 0, 60),
      await match('Borgo', 'Cori', 0, 0, 61),
    ];
    const a = new pg.Client({ connectionString: stackEnv().dbUrl });
    const b = new pg.Client({ connectionString: stackEnv().dbUrl });
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('begin');
      await b.query('begin');
      await a.query('update matches set home_score = 3 where id = $1', [m1]);
      await b.query('update matches set away_score = 4 where id = $1', [m2]);
      await Promise.all([a.query('commit'), b.query('commit')]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    await expectFresh();
  });

  it('anon reads the cached table through the API, same as the live computation', async () => {
    const { data, error } = await anon.rpc('standings', {
      p_competition_id: comp,
      p_season_id: season,
    });
    expect(error).toBeNull();
    expect(data).toEqual(await live());
  });
});
