// League read models on a small fixture: standings (head-to-head tiebreak, bracket matches
// excluded, tournament-mode points, form), top scorers (own goals excluded), player and team stats,
// the regular-season lock. Called as anon through PostgREST, as the public pages do.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stackEnv } from '../helpers/stack';

let pool: pg.Pool;
let anon: SupabaseClient;
const tag = `st${Date.now().toString(36)}`;
const t: Record<string, number> = {};
const p: Record<string, number> = {};
let comp: number, season: number, otherSeason: number, bracketMatch: number, futureMatch: number;

async function id(text: string, params: unknown[] = []) {
  return Number((await pool.query(text, params)).rows[0].id);
}
async function match(
  home: string,
  away: string,
  hs: number | null,
  as: number | null,
  day: number,
  opts: { season?: number; comp?: number } = {},
) {
  return id(
    `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date, status, home_score, away_score)
     values ($1, $2, $3, $4, timestamptz '2025-10-01 20:00+00' + make_interval(days => $5), $6, $7, $8) returning id`,
    [
      opts.comp ?? comp,
      opts.season ?? season,
      t[home],
      t[away],
      day,
      hs === null ? 'scheduled' : 'completed',
      hs,
      as,
    ],
  );
}
async function goals(
  matchId: number,
  team: string,
  player: string | null,
  count = 1,
  ownGoal = false,
) {
  for (let i = 0; i < count; i++) {
    await pool.query(
      'insert into goals (match_id, team_id, player_id, minute, own_goal) values ($1, $2, $3, $4, $5)',
      [matchId, t[team], player ? p[player] : null, 10 + i, ownGoal],
    );
  }
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 2 });
  anon = anonClient() as unknown as SupabaseClient;
  comp = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
    `${tag}-serie-a`,
  ]);
  season = await id(
    `insert into seasons (name, start_date, end_date) values ($1, '2025-09-01', '2026-06-30') returning id`,
    [`${tag} 2025/26`],
  );
  otherSeason = await id(
    `insert into seasons (name, start_date, end_date) values ($1, '2024-09-01', '2025-06-30') returning id`,
    [`${tag} 2024/25`],
  );
  await pool.query('insert into competition_seasons (competition_id, season_id) values ($1, $2)', [
    comp,
    season,
  ]);
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']) {
    t[name] = await id(`insert into teams (name, colors) values ($1, '{#123456}') returning id`, [
      `${tag} ${name}`,
    ]);
    await pool.query('insert into competition_season_teams values ($1, $2, $3)', [
      comp,
      season,
      t[name],
    ]);
  }
  for (const [key, team] of [
    ['alpha1', 'Alpha'],
    ['bravo1', 'Bravo'],
    ['bravo2', 'Bravo'],
    ['charlie1', 'Charlie'],
    ['delta1', 'Delta'],
  ]) {
    p[key] = await id(
      `insert into players (first_name, last_name, team_id) values ($1, $2, $3) returning id`,
      [key, `${tag}-${key}`, t[team]],
    );
  }
  // Alpha and Bravo finish level on 6 points; Bravo has the better goal difference, Alpha won the
  // head-to-head, so Alpha is first.
  const m1 = await match('Alpha', 'Bravo', 1, 0, 1);
  const m2 = await match('Bravo', 'Charlie', 5, 0, 2);
  const m3 = await match('Alpha', 'Charlie', 0, 1, 3);
  const m4 = await match('Bravo', 'Delta', 3, 0, 4);
  const m5 = await match('Alpha', 'Delta', 1, 0, 5);
  const m6 = await match('Charlie', 'Delta', 2, 2, 6);
  await goals(m1, 'Alpha', 'alpha1');
  await goals(m2, 'Bravo', 'bravo1', 3);
  await goals(m2, 'Bravo', 'bravo2');
  await goals(m2, 'Bravo', 'charlie1', 1, true); // Charlie's player, own goal: counts for Bravo, for no player
  await goals(m3, 'Charlie', 'charlie1');
  await goals(m4, 'Bravo', 'bravo1', 2);
  await goals(m4, 'Bravo', 'bravo2');
  await goals(m5, 'Alpha', 'alpha1');
  await goals(m6, 'Charlie', 'charlie1', 2);
  await goals(m6, 'Delta', 'delta1', 2);
  // not counted in the table: a scheduled match, a match of another season, a playoff match
  futureMatch = await match('Charlie', 'Bravo', null, null, 400);
  const old = await match('Delta', 'Echo', 7, 0, 8, { season: otherSeason });
  await goals(old, 'Delta', 'delta1', 7);
  bracketMatch = await match('Delta', 'Alpha', 9, 0, 20);
  await goals(bracketMatch, 'Delta', 'delta1', 9);
});

afterAll(async () => {
  await pool?.end();
});

describe('standings', () => {
  it('orders by points, then head-to-head, goal difference, goals for, name', async () => {
    await pool.query(
      'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
      [comp, season, [bracketMatch]],
    );
    const { data, error } = await anon.rpc('standings', {
      p_competition_id: comp,
      p_season_id: season,
    });
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows.map((r) => [r.position, r.team_id, r.points])).toEqual([
      [1, t.Alpha, 6],
      [2, t.Bravo, 6],
      [3, t.Charlie, 4],
      [4, t.Delta, 1],
      [5, t.Echo, 0],
      [6, t.Foxtrot, 0],
    ]);
    expect(rows[0]).toMatchObject({
      team_name: `${tag} Alpha`,
      team_colors: ['#123456'],
      played: 3,
      won: 2,
      drawn: 0,
      lost: 1,
      goals_for: 2,
      goals_against: 1,
      goal_difference: 1,
      form: ['W', 'L', 'W'],
    });
    expect(rows[1]).toMatchObject({
      played: 3,
      goals_for: 8,
      goals_against: 1,
      goal_difference: 7,
      form: ['W', 'W', 'L'],
    });
    // the 9-0 playoff match and the other season's 7-0 are not in the table
    expect(rows[3]).toMatchObject({
      played: 3,
      won: 0,
      drawn: 1,
      lost: 2,
      goals_for: 2,
      goals_against: 6,
      form: ['D', 'L', 'L'],
    });
    expect(rows[4]).toMatchObject({ played: 0, points: 0, form: [] });
  });

  it('counts a bracket match once it leaves the bracket', async () => {
    await pool.query(
      'update playoff_brackets set match_ids = $3 where competition_id = $1 and season_id = $2',
      [comp, season, []],
    );
    try {
      const { data } = await anon.rpc('standings', { p_competition_id: comp, p_season_id: season });
      const delta = (data as Record<string, unknown>[]).find((r) => r.team_id === t.Delta);
      expect(delta).toMatchObject({ played: 4, won: 1, points: 4, goals_for: 11 });
    } finally {
      await pool.query(
        'update playoff_brackets set match_ids = $3 where competition_id = $1 and season_id = $2',
        [comp, season, [bracketMatch]],
      );
    }
  });

  it('uses the tournament mode’s points and breaks a head-to-head draw on goal difference', async () => {
    const c2 = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
      `${tag}-coppa`,
    ]);
    const mode = await id(
      `insert into tournament_modes (name, points_win, points_draw) values ($1, 2, 1) returning id`,
      [`${tag} 2-1-0`],
    );
    await pool.query('insert into competition_seasons values ($1, $2, $3)', [c2, season, mode]);
    await match('Echo', 'Foxtrot', 2, 2, 1, { comp: c2 });
    await match('Echo', 'Alpha', 3, 0, 2, { comp: c2 });
    await match('Foxtrot', 'Alpha', 1, 0, 3, { comp: c2 });
    const { data, error } = await anon.rpc('standings', {
      p_competition_id: c2,
      p_season_id: season,
    });
    expect(error).toBeNull();
    expect(
      (data as Record<string, unknown>[]).map((r) => [r.team_id, r.points, r.goal_difference]),
    ).toEqual([
      [t.Echo, 3, 3],
      [t.Foxtrot, 3, 1],
      [t.Alpha, 0, -4],
    ]);
  });

  it('is empty for a competition and season without teams or matches', async () => {
    const { data, error } = await anon.rpc('standings', {
      p_competition_id: comp,
      p_season_id: otherSeason + 100000,
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('top scorers', () => {
  it('counts goals of the competition and season (playoffs included), never own goals; ties share a position', async () => {
    const { data, error } = await anon.rpc('top_scorers', {
      p_competition_id: comp,
      p_season_id: season,
      p_limit: 10,
    });
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows.map((r) => [r.position, r.player_id, r.goals])).toEqual([
      [1, p.delta1, 11],
      [2, p.bravo1, 5],
      [3, p.charlie1, 3],
      [4, p.alpha1, 2],
      [4, p.bravo2, 2],
    ]);
    expect(rows[1]).toMatchObject({
      first_name: 'bravo1',
      team_id: t.Bravo,
      team_name: `${tag} Bravo`,
    });
  });

  it('honours the limit', async () => {
    const { data } = await anon.rpc('top_scorers', {
      p_competition_id: comp,
      p_season_id: season,
      p_limit: 2,
    });
    expect((data as unknown[]).length).toBe(2);
  });
});

describe('player and team stats', () => {
  it('player_stats: goals without own goals, matches of his team, average', async () => {
    const { data, error } = await anon.rpc('player_stats', { p_player_id: p.charlie1 }).single();
    expect(error).toBeNull();
    expect(data).toEqual({
      player_id: p.charlie1,
      goals: 3,
      matches_played: 3,
      goals_per_match: 1,
    });
  });

  it('player_goal_history lists each goal with its opponent, newest first', async () => {
    const { data, error } = await anon.rpc('player_goal_history', { p_player_id: p.charlie1 });
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows.map((r) => r.opponent_team_id)).toEqual([t.Delta, t.Delta, t.Alpha]);
    expect(rows[2]).toMatchObject({
      opponent_name: `${tag} Alpha`,
      team_id: t.Charlie,
      minute: 10,
      home_score: 0,
      away_score: 1,
    });
  });

  it('team_season_stats counts every completed match of the season, playoffs included', async () => {
    const { data, error } = await anon
      .rpc('team_season_stats', { p_team_id: t.Alpha, p_competition_id: comp, p_season_id: season })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      played: 4,
      wins: 2,
      draws: 0,
      losses: 2,
      goals_for: 2,
      goals_against: 10,
    });
  });
});

describe('regular-season lock', () => {
  it('is off without a bracket or with only future scheduled bracket matches, on once a bracket match is played', async () => {
    const c3 = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
      `${tag}-lock`,
    ]);
    const locked = async (c: number) =>
      (await anon.rpc('is_regular_season_locked', { p_competition_id: c, p_season_id: season }))
        .data;
    expect(await locked(c3)).toBe(false);
    await pool.query(
      'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
      [c3, season, []],
    );
    expect(await locked(c3)).toBe(false);
    const future = await id(
      `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date)
       values ($1, $2, $3, $4, now() + interval '30 days') returning id`,
      [c3, season, t.Alpha, t.Bravo],
    );
    await pool.query('update playoff_brackets set match_ids = $2 where competition_id = $1', [
      c3,
      [future],
    ]);
    expect(await locked(c3)).toBe(false);
    await pool.query(
      `update matches set status = 'ongoing', home_score = 0, away_score = 0 where id = $1`,
      [future],
    );
    expect(await locked(c3)).toBe(true);
    // the main fixture's bracket holds a completed match
    expect(await locked(comp)).toBe(true);
    expect(futureMatch).toBeGreaterThan(0);
  });
});

describe('one request per section', () => {
  it('standings_table answers the table and its lock together, as anon', async () => {
    const args = { p_competition_id: comp, p_season_id: season };
    const [table, rows, locked] = await Promise.all([
      anon.rpc('standings_table', args),
      anon.rpc('standings', args),
      anon.rpc('is_regular_season_locked', args),
    ]);
    expect(table.error).toBeNull();
    expect(rows.data?.length).toBeGreaterThan(0);
    expect(table.data).toEqual({ locked: locked.data, rows: rows.data });
    const nothing = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
      `${tag}-nothing`,
    ]);
    const empty = await anon.rpc('standings_table', { ...args, p_competition_id: nothing });
    expect(empty.data).toEqual({ locked: false, rows: [] });
  });

  it('current_bracket is the bracket of the main competition in the latest season, or none', async () => {
    const client = await pool.connect();
    try {
      // All inside one transaction, rolled back: other test files never see a season of 2999.
      await client.query('begin');
      const main = Number(
        (await client.query('select id from competitions order by level, name, id limit 1')).rows[0]
          .id,
      );
      // What the header reads, both ways: the app's request and the page start's frame.
      const asAnon = async () => {
        await client.query('set local role anon');
        const { rows } = await client.query('select id from public.current_bracket()');
        const frame = await client.query(`select app.page_frame() -> 'bracket' ->> 'id' as id`);
        await client.query('reset role');
        const ids = rows.map((r: { id: string }) => Number(r.id));
        expect(frame.rows[0].id === null ? [] : [Number(frame.rows[0].id)]).toEqual(ids);
        return ids;
      };
      const season2999 = Number(
        (
          await client.query(
            `insert into seasons (name, start_date, end_date) values ($1, '2999-09-01', '2999-12-31') returning id`,
            [`${tag} latest tx`],
          )
        ).rows[0].id,
      );
      expect(await asAnon()).toEqual([]);
      const other = Number(
        (
          await client.query(
            `insert into competitions (name, slug, level) values ($1, $1, 99) returning id`,
            [`${tag}-lower`],
          )
        ).rows[0].id,
      );
      await client.query(
        'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
        [other, season2999, []],
      );
      expect(await asAnon()).toEqual([]);
      const bracket = Number(
        (
          await client.query(
            'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3) returning id',
            [main, season2999, []],
          )
        ).rows[0].id,
      );
      // An empty match list is no bracket (spec §4): the header shows no Playoffs link for it.
      expect(await asAnon()).toEqual([]);
      const final = Number(
        (
          await client.query(
            `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date)
             values ($1, $2, $3, $4, '2999-12-01 20:00+00') returning id`,
            [main, season2999, t.Alpha, t.Bravo],
          )
        ).rows[0].id,
      );
      await client.query('update playoff_brackets set match_ids = $2 where id = $1', [
        bracket,
        [final],
      ]);
      expect(await asAnon()).toEqual([bracket]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('current_bracket is readable by anon with a GET', async () => {
    const { data, error, status } = await anon.rpc('current_bracket', undefined, { get: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const expected = await pool.query(
      `select b.id from playoff_brackets b
       where b.competition_id = (select id from competitions order by level, name, id limit 1)
         and b.season_id = (select id from seasons order by start_date desc, id desc limit 1)`,
    );
    expect((data as { id: number }[]).map((b) => b.id)).toEqual(
      expected.rows.map((r: { id: string }) => Number(r.id)),
    );
  });
});
