// The season charts' functions (migration *_season_charts.sql) on a small league of their own:
// every team's position round by round, ordered as the table is (head-to-head, goal difference,
// name), a team's position and goals per match, a player's goals added up. Called as anon through
// PostgREST, as the public pages call them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stackEnv } from '../helpers/stack';

let pool: pg.Pool;
const anon = () => anonClient();
const tag = `ch${Date.now().toString(36)}`;
const t: Record<string, number> = {};
const p: Record<string, number> = {};
let league: number, cup: number, season: number, oldSeason: number;

async function id(text: string, params: unknown[] = []) {
  return Number((await pool.query(text, params)).rows[0].id);
}

/** A Monday at 20:00 UTC (22:00 in Rome, the same day): round r is played r − 1 weeks later. */
const MONDAY = '2025-10-06 20:00+00';

async function match(
  home: string,
  away: string,
  score: [number, number] | null,
  days: number,
  round: number | null,
  opts: { comp?: number; season?: number } = {},
) {
  return id(
    `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date, status,
                          home_score, away_score, round)
     values ($1, $2, $3, $4, timestamptz '${MONDAY}' + make_interval(days => $5), $6, $7, $8, $9)
     returning id`,
    [
      opts.comp ?? league,
      opts.season ?? season,
      t[home],
      t[away],
      days,
      score ? 'completed' : 'scheduled',
      score?.[0] ?? null,
      score?.[1] ?? null,
      round,
    ],
  );
}

async function goals(matchId: number, team: string, player: string, count = 1, ownGoal = false) {
  for (let i = 0; i < count; i++)
    await pool.query(
      'insert into goals (match_id, team_id, player_id, minute, own_goal) values ($1, $2, $3, $4, $5)',
      [matchId, t[team], p[player], 10 + i, ownGoal],
    );
}

let bracketMatch: number;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 2 });
  league = await id(
    `insert into competitions (name, slug, level) values ($1, $1, 1) returning id`,
    [`${tag}-league`],
  );
  cup = await id(`insert into competitions (name, slug, level) values ($1, $1, 2) returning id`, [
    `${tag}-cup`,
  ]);
  season = await id(
    `insert into seasons (name, start_date, end_date) values ($1, '2025-09-01', '2026-06-30') returning id`,
    [`${tag} 2025/26`],
  );
  oldSeason = await id(
    `insert into seasons (name, start_date, end_date) values ($1, '2024-09-01', '2025-06-30') returning id`,
    [`${tag} 2024/25`],
  );
  await pool.query(
    'insert into competition_seasons (competition_id, season_id) values ($1, $3), ($2, $3), ($1, $4)',
    [league, cup, season, oldSeason],
  );
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
    t[name] = await id(`insert into teams (name) values ($1) returning id`, [`${tag} ${name}`]);
    await pool.query('insert into competition_season_teams values ($1, $2, $3)', [
      league,
      season,
      t[name],
    ]);
  }
  for (const [key, team] of [
    ['alpha1', 'Alpha'],
    ['bravo1', 'Bravo'],
    ['drifter', 'Bravo'],
  ] as const)
    p[key] = await id(
      `insert into players (first_name, last_name, team_id) values ($1, $2, $3) returning id`,
      [key, `${tag}-${key}`, t[team]],
    );

  // Round 1: Alpha 3; Charlie and Delta 1 each, level on everything but the name.
  const a1 = await match('Alpha', 'Bravo', [1, 0], 0, 1);
  await goals(a1, 'Alpha', 'alpha1');
  await match('Charlie', 'Delta', [2, 2], 2, 1);
  // Round 2: Delta 4; Alpha and Bravo 3, Bravo with the better goal difference, Alpha with the
  // head-to-head win; Charlie 1. The drifter (now Delta's) scored for Bravo, his team then.
  const b2 = await match('Bravo', 'Charlie', [5, 0], 7, 2);
  await goals(b2, 'Bravo', 'bravo1', 4);
  await goals(b2, 'Bravo', 'drifter');
  await pool.query('update players set team_id = $1 where id = $2', [t.Delta, p.drifter]);
  const a2 = await match('Alpha', 'Delta', [0, 1], 9, 2);
  await goals(a2, 'Delta', 'alpha1', 1, true); // Alpha's own goal: no player's
  // Round 3: Alpha and Bravo 6, Alpha first on the head-to-head; Delta 4; Charlie 1. Alpha's
  // match has no round number: it joins round 3, kicked off before it.
  await match('Bravo', 'Delta', [3, 0], 14, 3);
  const a3 = await match('Alpha', 'Charlie', [1, 0], 15, null);
  await goals(a3, 'Alpha', 'alpha1');
  // Not in the table: a scheduled round 4, a playoff match, another season's goals.
  await match('Charlie', 'Bravo', null, 21, 4);
  bracketMatch = await match('Delta', 'Alpha', [9, 0], 28, null);
  await pool.query(
    'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
    [league, season, [bracketMatch]],
  );
  const old = await match('Alpha', 'Bravo', [3, 0], -400, 1, { season: oldSeason });
  await goals(old, 'Alpha', 'alpha1', 3);
  // The cup has no round numbers: its rounds are the league's weeks with a match.
  await match('Alpha', 'Bravo', [2, 0], 2, null, { comp: cup });
  await match('Charlie', 'Delta', [1, 0], 3, null, { comp: cup });
  await match('Alpha', 'Charlie', [0, 0], 9, null, { comp: cup });
});

afterAll(async () => {
  await pool?.end();
});

const byRound = (rows: { round: number; team_id: number; points: number }[]) => {
  const rounds = new Map<number, [number, number][]>();
  for (const row of rows)
    rounds.set(row.round, [...(rounds.get(row.round) ?? []), [row.team_id, row.points]]);
  return Object.fromEntries(rounds);
};

describe('standings_by_round', () => {
  it('ranks every team after each round by the table’s tiebreakers', async () => {
    const { data, error } = await anon().rpc('standings_by_round', {
      p_competition_id: league,
      p_season_id: season,
    });
    expect(error).toBeNull();
    expect(data!.map((r) => r.position)).toEqual([1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4]);
    expect(byRound(data!)).toEqual({
      // level on points, head to head, goal difference and goals: the name decides
      1: [
        [t.Alpha, 3],
        [t.Charlie, 1],
        [t.Delta, 1],
        [t.Bravo, 0],
      ],
      // level on points: the head-to-head winner before the better goal difference
      2: [
        [t.Delta, 4],
        [t.Alpha, 3],
        [t.Bravo, 3],
        [t.Charlie, 1],
      ],
      3: [
        [t.Alpha, 6],
        [t.Bravo, 6],
        [t.Delta, 4],
        [t.Charlie, 1],
      ],
    });
    expect(data![0]).toMatchObject({ team_name: `${tag} Alpha` });
  });

  it('ends on the table: the last round’s order is standings()’s, the seed’s seasons too', async () => {
    const cases = [
      [league, season],
      ...(
        await pool.query<{ competition_id: string; season_id: string }>(
          `select distinct competition_id, season_id from matches
           where competition_id in (select id from competitions where slug in ('serie-a', 'serie-b'))`,
        )
      ).rows.map((r) => [Number(r.competition_id), Number(r.season_id)]),
    ];
    expect(cases.length).toBeGreaterThan(1);
    for (const [competition, seasonId] of cases) {
      const args = { p_competition_id: competition!, p_season_id: seasonId! };
      const [{ data: rounds }, { data: table }] = await Promise.all([
        anon().rpc('standings_by_round', args),
        anon().rpc('standings', args),
      ]);
      const last = Math.max(...rounds!.map((r) => r.round));
      expect(
        rounds!.filter((r) => r.round === last).map((r) => [r.position, r.team_id, r.points]),
      ).toEqual(table!.map((r) => [r.position, r.team_id, r.points]));
    }
  });

  it('ranks every round as standings() ranks the season stopped after that round', async () => {
    // Six teams, a double round-robin of low scores (many teams level), 2-1-0 points.
    const comp = await id(
      `insert into competitions (name, slug, level) values ($1, $1, 5) returning id`,
      [`${tag}-ties`],
    );
    const mode = await id(
      `insert into tournament_modes (name, points_win, points_draw, points_loss)
       values ($1, 2, 1, 0) returning id`,
      [`${tag} 2-1-0`],
    );
    await pool.query('insert into competition_seasons values ($1, $2, $3)', [comp, season, mode]);
    const teams: number[] = [];
    for (let i = 0; i < 6; i++)
      teams.push(await id(`insert into teams (name) values ($1) returning id`, [`${tag} T${i}`]));
    // The circle method: team 0 stays, the others turn.
    for (let round = 1; round <= 10; round++) {
      const turn = (round - 1) % 5;
      const ring = [teams[0]!, ...teams.slice(1).map((_, i) => teams[1 + ((i + turn) % 5)]!)];
      for (let slot = 0; slot < 3; slot++) {
        const [a, b] = [ring[slot]!, ring[5 - slot]!];
        const [home, away] = round > 5 ? [b, a] : [a, b];
        await pool.query(
          `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date,
                                status, home_score, away_score, round)
           values ($1, $2, $3, $4, timestamptz '${MONDAY}' + make_interval(days => $5), 'completed',
                   $6, $7, $8)`,
          [
            comp,
            season,
            home,
            away,
            7 * round,
            (slot * 7 + round * 3) % 3,
            (slot * 5 + round) % 3,
            round,
          ],
        );
      }
    }
    const { data } = await anon().rpc('standings_by_round', {
      p_competition_id: comp,
      p_season_id: season,
    });
    expect(new Set(data!.map((r) => r.round)).size).toBe(10);
    const client = await pool.connect();
    try {
      for (let round = 1; round <= 10; round++) {
        await client.query('begin');
        await client.query(
          `update matches set status = 'scheduled', home_score = null, away_score = null
           where competition_id = $1 and season_id = $2 and round > $3`,
          [comp, season, round],
        );
        // Inside the writing transaction, standings() computes the table from its own changes.
        const table = await client.query<{ position: number; team_id: string; points: number }>(
          'select "position", team_id, points from standings($1, $2)',
          [comp, season],
        );
        await client.query('rollback');
        expect(
          data!.filter((r) => r.round === round).map((r) => [r.position, r.team_id, r.points]),
          `round ${round}`,
        ).toEqual(table.rows.map((r) => [r.position, Number(r.team_id), r.points]));
      }
    } finally {
      client.release();
    }
  });

  it('charts a season without round numbers by league week', async () => {
    const { data, error } = await anon().rpc('standings_by_round', {
      p_competition_id: cup,
      p_season_id: season,
    });
    expect(error).toBeNull();
    // week 1: Wednesday's and Thursday's matches; week 2: Alpha and Charlie draw
    expect(byRound(data!)).toEqual({
      1: [
        [t.Alpha, 3],
        [t.Charlie, 3],
        [t.Delta, 0],
        [t.Bravo, 0],
      ],
      2: [
        [t.Alpha, 4],
        [t.Charlie, 4],
        [t.Delta, 0],
        [t.Bravo, 0],
      ],
    });
  });

  it('is empty before any match is played', async () => {
    const { data, error } = await anon().rpc('standings_by_round', {
      p_competition_id: league,
      p_season_id: oldSeason + 100000,
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('team_position_by_round', () => {
  it('follows the team through its latest season’s main competition, out of every team', async () => {
    const { data, error } = await anon().rpc('team_position_by_round', { p_team_id: t.Alpha! });
    expect(error).toBeNull();
    expect(data!.map((r) => [r.round, r.position, r.teams, r.points])).toEqual([
      [1, 1, 4, 3],
      [2, 2, 4, 3],
      [3, 1, 4, 6],
    ]);
    expect(data![0]).toMatchObject({
      competition_id: league,
      competition_name: `${tag}-league`,
      season_id: season,
      season_name: `${tag} 2025/26`,
    });
  });

  it('answers nothing for a team that has not played', async () => {
    const { data, error } = await anon().rpc('team_position_by_round', { p_team_id: -1 });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('team_goals_by_match', () => {
  it('lists the season’s completed matches, playoffs too, with goals for and against', async () => {
    const { data, error } = await anon().rpc('team_goals_by_match', { p_team_id: t.Alpha! });
    expect(error).toBeNull();
    expect(
      data!.map((r) => [r.opponent_id, r.home, r.goals_for, r.goals_against, r.round]),
    ).toEqual([
      [t.Bravo, true, 1, 0, 1],
      [t.Delta, true, 0, 1, 2],
      [t.Charlie, true, 1, 0, null],
      [t.Delta, false, 0, 9, null],
    ]);
    expect(data![3]).toMatchObject({
      match_id: bracketMatch,
      opponent_name: `${tag} Delta`,
      competition_name: `${tag}-league`,
      season_name: `${tag} 2025/26`,
    });
  });
});

describe('player_goals_by_match', () => {
  it('adds up his goals over his latest season, never his own goals', async () => {
    const { data, error } = await anon().rpc('player_goals_by_match', {
      p_player_id: p.alpha1!,
    });
    expect(error).toBeNull();
    // Alpha's league matches (one with his own goal), its playoff match; the cup's too.
    expect(data!.map((r) => [r.opponent_id, r.goals, r.cumulative_goals])).toEqual([
      [t.Bravo, 1, 1], // league, round 1
      [t.Bravo, 0, 1], // cup, week 1
      [t.Delta, 0, 1], // league, round 2: his own goal counts for no one
      [t.Charlie, 0, 1], // cup, week 2
      [t.Charlie, 1, 2], // league, round 3
      [t.Delta, 0, 2], // playoff
    ]);
    expect(data![0]).toMatchObject({ season_id: season, season_name: `${tag} 2025/26` });
    // the same total as the player's numbers for that season
    const { data: stats } = await anon().rpc('player_stats', {
      p_player_id: p.alpha1!,
      p_season_id: season,
    });
    expect(stats![0]).toMatchObject({ goals: 2, matches_played: data!.length });
  });

  it('counts a match he scored in for another team, against that team’s opponent', async () => {
    const { data } = await anon().rpc('player_goals_by_match', { p_player_id: p.drifter! });
    const other = data!.find((r) => r.goals > 0);
    expect(other).toMatchObject({ opponent_id: t.Charlie, goals: 1, cumulative_goals: 1 });
    expect(data!.at(-1)!.cumulative_goals).toBe(1);
  });
});

describe('access', () => {
  it('anonymous visitors may call every chart function; each reads with their rights', async () => {
    const { rows } = await pool.query<{ name: string; definer: boolean; anon: boolean }>(
      `select p.proname as name, p.prosecdef as definer,
              has_function_privilege('anon', p.oid, 'execute') as anon
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and p.proname in ('standings_by_round', 'team_position_by_round', 'team_goals_by_match',
                           'player_goals_by_match')
       order by 1`,
    );
    expect(rows).toEqual([
      { name: 'player_goals_by_match', definer: false, anon: true },
      { name: 'standings_by_round', definer: false, anon: true },
      { name: 'team_goals_by_match', definer: false, anon: true },
      { name: 'team_position_by_round', definer: false, anon: true },
    ]);
  });
});
