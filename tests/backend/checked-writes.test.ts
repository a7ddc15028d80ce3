// What save_result() checks holds for direct writes too (20261123090100_checked_writes.sql): the
// demo captain may write his matches' goals, score and status through the REST API, and tries to
// write a score sheet save_result() would refuse.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { demoClient, sql } from '../helpers/stack';

type Client = SupabaseClient<Database>;

const SCORER_REFUSED = {
  code: '23514',
  message: 'A scorer does not play for the team of the goal.',
};
const TOO_MANY_GOALS = { code: '23514', message: 'A team has more goals than its score.' };
const NOT_PLAYED = { code: '23514', message: 'Only an ongoing or completed match can have goals.' };
// Kick-offs in a far year no seeded match (nor another test file) uses; the tag marks our players.
const YEAR = 2094;
const tag = `Checked${Date.now().toString(36)}`;

let captain: Client;
let admin: Client;
/** The captain's team, the team it plays, and a team that plays neither match. */
let ownTeam: number;
let otherTeam: number;
let thirdTeam: number;
let ownScorer: number;
let otherScorer: number;
let outsider: number;
let day = 0;

async function newMatch(
  state: { status: string; home: number | null; away: number | null } = {
    status: 'scheduled',
    home: null,
    away: null,
  },
): Promise<number> {
  const { rows } = await sql<{ id: string }>(
    `insert into matches (home_team_id, away_team_id, match_date, status, home_score, away_score)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      ownTeam,
      otherTeam,
      `${YEAR}-03-${String(++day).padStart(2, '0')}T18:00:00Z`,
      state.status,
      state.home,
      state.away,
    ],
  );
  return Number(rows[0]!.id);
}
const won = (home: number, away = 0) => newMatch({ status: 'completed', home, away });

async function newPlayer(teamId: number): Promise<number> {
  const { rows } = await sql<{ id: string }>(
    `insert into players (first_name, last_name, team_id) values ('Test', $1, $2) returning id`,
    [tag, teamId],
  );
  return Number(rows[0]!.id);
}

async function goalsOf(matchId: number) {
  const { rows } = await sql<{ team_id: string; player_id: string | null }>(
    'select team_id, player_id from goals where match_id = $1 order by id',
    [matchId],
  );
  return rows.map((g) => ({
    team_id: Number(g.team_id),
    player_id: g.player_id === null ? null : Number(g.player_id),
  }));
}

beforeAll(async () => {
  [captain, admin] = await Promise.all([
    demoClient('captain@calcetto.local'),
    demoClient('admin@calcetto.local'),
  ]);
  const { rows } = await sql<{ team_id: string }>(
    "select team_id from profiles p join auth.users u on u.id = p.id where u.email = 'captain@calcetto.local'",
  );
  ownTeam = Number(rows[0]!.team_id);
  const others = await sql<{ id: string }>(
    'select id from teams where id <> $1 order by id limit 2',
    [ownTeam],
  );
  [otherTeam, thirdTeam] = others.rows.map((t) => Number(t.id)) as [number, number];
  [ownScorer, otherScorer, outsider] = [
    await newPlayer(ownTeam),
    await newPlayer(otherTeam),
    await newPlayer(thirdTeam),
  ];
});

afterAll(async () => {
  await sql('delete from matches where extract(year from match_date) = $1', [YEAR]);
  await sql('delete from players where last_name = $1', [tag]);
});

describe('goals written directly by a captain', () => {
  it('are refused for a scorer who does not play for the credited team', async () => {
    const match = await won(4);
    for (const goal of [
      { team_id: ownTeam, player_id: outsider }, // plays in neither team
      { team_id: ownTeam, player_id: otherScorer }, // an opponent, not an own goal
      { team_id: ownTeam, player_id: ownScorer, own_goal: true }, // own goal into the other net
    ]) {
      const { error } = await captain.from('goals').insert({ match_id: match, ...goal });
      expect(error).toMatchObject(SCORER_REFUSED);
    }
    expect(await goalsOf(match)).toEqual([]);

    // the control: his own player, and an opponent's own goal
    const ok = await captain.from('goals').insert([
      { match_id: match, team_id: ownTeam, player_id: ownScorer },
      { match_id: match, team_id: ownTeam, player_id: otherScorer, own_goal: true },
    ]);
    expect(ok.error).toBeNull();
    expect(await goalsOf(match)).toHaveLength(2);
  });

  it('are refused when the scorer of a saved goal is changed to a player of another team', async () => {
    const match = await won(1);
    await sql('insert into goals (match_id, team_id, player_id) values ($1, $2, $3)', [
      match,
      ownTeam,
      ownScorer,
    ]);
    const { error } = await captain
      .from('goals')
      .update({ player_id: outsider })
      .eq('match_id', match);
    expect(error).toMatchObject(SCORER_REFUSED);
    expect(await goalsOf(match)).toEqual([{ team_id: ownTeam, player_id: ownScorer }]);
  });

  it('never add up to more than the score', async () => {
    const match = await won(4);
    const eleven = Array.from({ length: 11 }, () => ({ match_id: match, team_id: ownTeam }));
    expect((await captain.from('goals').insert(eleven)).error).toMatchObject(TOO_MANY_GOALS);
    // the opponents scored none
    const conceded = await captain.from('goals').insert({ match_id: match, team_id: otherTeam });
    expect(conceded.error).toMatchObject(TOO_MANY_GOALS);
    expect(await goalsOf(match)).toEqual([]);

    // four, in four requests, fit; a fifth does not
    for (let i = 0; i < 4; i++)
      expect(
        (await captain.from('goals').insert({ match_id: match, team_id: ownTeam })).error,
      ).toBeNull();
    const fifth = await captain.from('goals').insert({ match_id: match, team_id: ownTeam });
    expect(fifth.error).toMatchObject(TOO_MANY_GOALS);
    expect(await goalsOf(match)).toHaveLength(4);
  });

  it('are refused for a match that has not been played', async () => {
    const match = await newMatch();
    const { error } = await captain
      .from('goals')
      .insert({ match_id: match, team_id: ownTeam, player_id: ownScorer });
    expect(error).toMatchObject(NOT_PLAYED);
    expect(await goalsOf(match)).toEqual([]);
  });

  it('cannot be moved to a match where they do not fit the score', async () => {
    const [from, to] = [await won(1), await won(0)];
    await sql('insert into goals (match_id, team_id) values ($1, $2)', [from, ownTeam]);
    const { error } = await captain.from('goals').update({ match_id: to }).eq('match_id', from);
    expect(error).toMatchObject(TOO_MANY_GOALS);
    expect(await goalsOf(from)).toHaveLength(1);
  });
});

describe('a score or status changed after the goals', () => {
  it('a captain cannot lower the score below the goals saved', async () => {
    const match = await won(2);
    await sql('insert into goals (match_id, team_id) values ($1, $2), ($1, $2)', [match, ownTeam]);
    const { error } = await captain.from('matches').update({ home_score: 1 }).eq('id', match);
    expect(error).toMatchObject(TOO_MANY_GOALS);
    const ongoing = await captain
      .from('matches')
      .update({ status: 'ongoing', home_score: null, away_score: null })
      .eq('id', match);
    expect(ongoing.error).toMatchObject(TOO_MANY_GOALS);
    const { rows } = await sql('select status, home_score from matches where id = $1', [match]);
    expect(rows[0]).toEqual({ status: 'completed', home_score: 2 });
  });

  it('an admin cannot set a match with goals back to scheduled or postponed', async () => {
    const match = await won(1);
    await sql('insert into goals (match_id, team_id) values ($1, $2)', [match, ownTeam]);
    for (const status of ['scheduled', 'postponed', 'cancelled'] as const) {
      const { error } = await admin.from('matches').update({ status }).in('id', [match]);
      expect(error).toMatchObject(NOT_PLAYED);
    }
    const { rows } = await sql('select status from matches where id = $1', [match]);
    expect(rows[0]).toEqual({ status: 'completed' });

    // clearing the result, goals included, in one save still works
    const cleared = await admin.rpc('save_result', {
      p_match_id: match,
      p_status: 'postponed',
      p_goals: [],
    });
    expect(cleared.error).toBeNull();
  });
});
