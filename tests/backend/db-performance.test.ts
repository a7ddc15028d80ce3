// DESIGN §6: on a stress league (40 teams, 5,000 matches, 25,000 goals) standings and top scorers
// take at most 50 ms server-side. Measured as anon (RLS applies) with EXPLAIN ANALYZE's execution
// time; the best of five runs, so a busy test machine does not decide the result.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../helpers/stack';

let pool: pg.Pool;
const tag = `perf${Date.now().toString(36)}`;
let comp: number, season: number;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 2 });
  comp = Number(
    (await pool.query(`insert into competitions (name, slug) values ($1, $1) returning id`, [tag]))
      .rows[0].id,
  );
  season = Number(
    (
      await pool.query(
        `insert into seasons (name, start_date, end_date) values ($1, '2020-01-01', '2020-12-31') returning id`,
        [tag],
      )
    ).rows[0].id,
  );
  await pool.query(`insert into competition_seasons (competition_id, season_id) values ($1, $2)`, [
    comp,
    season,
  ]);
  await pool.query(
    `insert into teams (name) select $1 || ' T' || i from generate_series(1, 40) i`,
    [tag],
  );
  await pool.query(
    `insert into players (first_name, last_name, team_id)
     select 'P' || i, 'L' || i, t.id
     from generate_series(0, 399) i
     join lateral (select id from teams where name = $1 || ' T' || (1 + i % 40)) t on true`,
    [tag],
  );
  await pool.query(
    `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date, status, home_score, away_score)
     select $2, $3, h.id, a.id, timestamptz '2020-01-01' + make_interval(hours => i), 'completed', (i * 7) % 6, (i * 3) % 5
     from generate_series(1, 5000) i
     join lateral (select id from teams where name = $1 || ' T' || (1 + i % 40)) h on true
     join lateral (select id from teams where name = $1 || ' T' || (1 + (i + 1 + (i / 40) % 39) % 40)) a on true`,
    [tag, comp, season],
  );
  await pool.query(
    `insert into goals (match_id, team_id, player_id, minute, own_goal)
     select m.id, case when g % 2 = 0 then m.home_team_id else m.away_team_id end,
            (select p.id from players p
             where p.team_id = case when g % 2 = 0 then m.home_team_id else m.away_team_id end
             order by p.id offset (m.id + g) % 10 limit 1),
            (g * 11) % 60, g = 5 and m.id % 7 = 0
     from matches m cross join generate_series(1, 5) g
     where m.competition_id = $1`,
    [comp],
  );
  await pool.query('analyze teams, players, matches, goals, playoff_brackets, competition_seasons');
}, 120_000);

afterAll(async () => {
  if (pool) {
    await pool.query(`delete from teams where name like $1`, [`${tag} T%`]);
    await pool.query('delete from competitions where id = $1', [comp]);
    await pool.query('delete from seasons where id = $1', [season]);
    await pool.end();
  }
});

async function bestExecutionMs(sql: string, params: unknown[]): Promise<number> {
  const client = await pool.connect();
  try {
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      await client.query('begin');
      await client.query('set local role anon');
      const { rows } = await client.query(`explain (analyze, format json) ${sql}`, params);
      await client.query('rollback');
      best = Math.min(best, rows[0]['QUERY PLAN'][0]['Execution Time'] as number);
    }
    return best;
  } finally {
    client.release();
  }
}

describe('stress league', () => {
  it('has the size of the budget', async () => {
    const { rows } = await pool.query(
      `select (select count(*) from matches where competition_id = $1)::int as matches,
              (select count(*) from goals g join matches m on m.id = g.match_id where m.competition_id = $1)::int as goals`,
      [comp],
    );
    expect(rows[0]).toEqual({ matches: 5000, goals: 25000 });
  });

  it('standings within 50 ms', async () => {
    const ms = await bestExecutionMs('select * from public.standings($1, $2)', [comp, season]);
    const { rows } = await pool.query('select count(*)::int n from public.standings($1, $2)', [
      comp,
      season,
    ]);
    expect(rows[0].n).toBe(40);
    expect(ms).toBeLessThanOrEqual(50);
  });

  it('top scorers within 50 ms', async () => {
    const ms = await bestExecutionMs('select * from public.top_scorers($1, $2, 50)', [
      comp,
      season,
    ]);
    const { rows } = await pool.query(
      'select count(*)::int n from public.top_scorers($1, $2, 50)',
      [comp, season],
    );
    expect(rows[0].n).toBe(50);
    expect(ms).toBeLessThanOrEqual(50);
  });
});
