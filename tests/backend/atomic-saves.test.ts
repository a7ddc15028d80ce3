// save_player() and save_result() against the real database, as the seeded demo accounts: each
// save is one transaction (a failure in its second part leaves the first part as it was), and
// since both run with the caller's rights, row-level security and the guard triggers still refuse
// whoever the separate requests refused.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { anonClient, demoClient, sql } from '../helpers/stack';

type Client = SupabaseClient<Database>;
type GoalArg = { team_id: number; player_id?: number | null; minute?: number; own_goal?: boolean };

const signIn = demoClient;

let admin: Client;
let editor: Client;
let captain: Client;
let player: Client;
let anon: Client;
/** The captain's team, a team he plays against, and a team that plays neither match. */
let ownTeam: number;
let otherTeam: number;
let thirdTeam: number;
/** Players of those three teams. */
let ownScorer: number;
let otherScorer: number;
let outsider: number;
// Kick-offs in a far year no seeded match (nor another test file) uses; the tag marks our players.
const YEAR = 2096;
const tag = `Atomic${Date.now().toString(36)}`;

async function newMatch(home: number, away: number): Promise<number> {
  const { rows } = await sql<{ id: string }>(
    'insert into matches (home_team_id, away_team_id, match_date) values ($1, $2, $3) returning id',
    [home, away, `${YEAR}-10-01T18:00:00Z`],
  );
  return Number(rows[0]!.id);
}

async function newPlayer(teamId: number, firstName = 'Test'): Promise<number> {
  const { rows } = await sql<{ id: string }>(
    'insert into players (first_name, last_name, team_id) values ($1, $2, $3) returning id',
    [firstName, tag, teamId],
  );
  return Number(rows[0]!.id);
}

/** Saves a goal and the score it needs (the match becomes ongoing, one more for the team). */
async function addGoal(matchId: number, teamId: number, playerId: number | null, minute = 5) {
  await sql(
    `with g as (insert into goals (match_id, team_id, player_id, minute) values ($1, $2, $3, $4)
                returning match_id, team_id)
     update matches m
        set status = 'ongoing',
            home_score = coalesce(m.home_score, 0) + (g.team_id = m.home_team_id)::int,
            away_score = coalesce(m.away_score, 0) + (g.team_id = m.away_team_id)::int
       from g where m.id = g.match_id`,
    [matchId, teamId, playerId, minute],
  );
}

/** What a save may change: status, scores and the goals (in id order). */
async function matchState(matchId: number) {
  const match = await sql<{ status: string; home_score: number | null; away_score: number | null }>(
    'select status, home_score, away_score from matches where id = $1',
    [matchId],
  );
  const goals = await sql<{ id: string; team_id: string; player_id: string | null }>(
    'select id, team_id, player_id, minute, own_goal from goals where match_id = $1 order by id',
    [matchId],
  );
  return {
    ...match.rows[0]!,
    goals: goals.rows.map((g) => ({
      ...g,
      id: Number(g.id),
      team_id: Number(g.team_id),
      player_id: g.player_id === null ? null : Number(g.player_id),
    })),
  };
}

async function playerState(playerId: number) {
  const { rows } = await sql<{ first_name: string; team_id: string | null }>(
    `select p.first_name, p.team_id, pp.document_id, to_char(pp.date_of_birth, 'YYYY-MM-DD') dob
     from players p left join player_private pp on pp.player_id = p.id where p.id = $1`,
    [playerId],
  );
  return rows[0];
}

const countPlayersNamed = async (firstName: string) =>
  (await sql('select 1 from players where last_name = $1 and first_name = $2', [tag, firstName]))
    .rowCount;

beforeAll(async () => {
  [admin, editor, captain, player] = await Promise.all([
    signIn('admin@calcetto.local'),
    signIn('editor@calcetto.local'),
    signIn('captain@calcetto.local'),
    signIn('player@calcetto.local'),
  ]);
  anon = anonClient();
  const { rows } = await sql<{ team_id: string }>(
    "select team_id from profiles p join auth.users u on u.id = p.id where u.email = 'captain@calcetto.local'",
  );
  ownTeam = Number(rows[0]!.team_id);
  const others = await sql<{ id: string }>(
    'select id from teams where id <> $1 order by id limit 2',
    [ownTeam],
  );
  [otherTeam, thirdTeam] = others.rows.map((t) => Number(t.id)) as [number, number];
  ownScorer = await newPlayer(ownTeam);
  otherScorer = await newPlayer(otherTeam);
  outsider = await newPlayer(thirdTeam);
});

afterAll(async () => {
  await sql('delete from matches where extract(year from match_date) = $1', [YEAR]);
  await sql('delete from players where last_name = $1', [tag]);
});

describe('save_result()', () => {
  it('sets status and scores and replaces the goals, in the order given', async () => {
    const match = await newMatch(ownTeam, otherTeam);
    await addGoal(match, otherTeam, otherScorer);
    const [old] = (await matchState(match)).goals;
    const goals: GoalArg[] = [
      { team_id: ownTeam, player_id: ownScorer, minute: 30 },
      { team_id: otherTeam, player_id: null },
      // Credited to the home team, put in his own net by an away player.
      { team_id: ownTeam, player_id: otherScorer, minute: 12, own_goal: true },
    ];
    const { error } = await admin.rpc('save_result', {
      p_match_id: match,
      p_status: 'completed',
      p_home_score: 2,
      p_away_score: 1,
      p_goals: goals,
    });
    expect(error).toBeNull();
    const state = await matchState(match);
    expect(state).toMatchObject({ status: 'completed', home_score: 2, away_score: 1 });
    expect(state.goals.map(({ id: _id, ...goal }) => goal)).toEqual([
      { team_id: ownTeam, player_id: ownScorer, minute: 30, own_goal: false },
      { team_id: otherTeam, player_id: null, minute: null, own_goal: false },
      { team_id: ownTeam, player_id: otherScorer, minute: 12, own_goal: true },
    ]);
    expect(state.goals.map((g) => g.id)).not.toContain(old!.id);

    const cleared = await admin.rpc('save_result', {
      p_match_id: match,
      p_status: 'scheduled',
      p_goals: [],
    });
    expect(cleared.error).toBeNull();
    expect(await matchState(match)).toEqual({
      status: 'scheduled',
      home_score: null,
      away_score: null,
      goals: [],
    });
  });

  it.each<{ why: string; goals: () => GoalArg[]; message: RegExp }>([
    {
      why: 'a goal credited to a team that does not play the match',
      goals: () => [{ team_id: thirdTeam }],
      message: /home or the away team/,
    },
    {
      why: "a scorer from neither of the match's teams",
      goals: () => [{ team_id: ownTeam, player_id: outsider }],
      message: /^A scorer does not play for the team of the goal\.$/,
    },
    {
      why: 'an own goal credited to the scorer’s own team',
      goals: () => [{ team_id: ownTeam, player_id: ownScorer, own_goal: true }],
      message: /^A scorer does not play for the team of the goal\.$/,
    },
    {
      why: 'more goals than the score',
      goals: () => [{ team_id: ownTeam }, { team_id: ownTeam }],
      message: /^A team has more goals than its score\.$/,
    },
    {
      why: 'a minute out of range',
      goals: () => [{ team_id: ownTeam, minute: 200 }],
      message: /goals_minute_check/,
    },
  ])('with $why, leaves the match and its goals as they were', async ({ goals, message }) => {
    const match = await newMatch(ownTeam, otherTeam);
    await addGoal(match, otherTeam, otherScorer);
    const before = await matchState(match);
    const { error } = await admin.rpc('save_result', {
      p_match_id: match,
      p_status: 'completed',
      p_home_score: 1,
      p_away_score: 0,
      p_goals: goals(),
    });
    expect(error?.message).toMatch(message);
    expect(error?.code).toBe('23514');
    expect(await matchState(match)).toEqual(before);
  });

  it('keeps a scorer who has left the squad since he scored in this match', async () => {
    const match = await newMatch(ownTeam, otherTeam);
    const leaver = await newPlayer(ownTeam, 'Leaver');
    await addGoal(match, ownTeam, leaver);
    await sql('update players set team_id = $1 where id = $2', [thirdTeam, leaver]);
    const { error } = await admin.rpc('save_result', {
      p_match_id: match,
      p_status: 'completed',
      p_home_score: 1,
      p_away_score: 0,
      p_goals: [{ team_id: ownTeam, player_id: leaver, minute: 40 }],
    });
    expect(error).toBeNull();
    expect((await matchState(match)).goals).toMatchObject([{ player_id: leaver, minute: 40 }]);
  });

  it('says when the match does not exist', async () => {
    const { error } = await admin.rpc('save_result', {
      p_match_id: 999_999_999,
      p_status: 'completed',
      p_home_score: 0,
      p_away_score: 0,
      p_goals: [],
    });
    expect(error).toMatchObject({ code: 'P0002', message: 'Match not found.' });
  });

  it('is refused to a captain of another team, a player, an editor and anonymous visitors', async () => {
    const match = await newMatch(otherTeam, thirdTeam);
    await addGoal(match, otherTeam, otherScorer);
    const before = await matchState(match);
    const call = (client: Client) =>
      client.rpc('save_result', {
        p_match_id: match,
        p_status: 'completed',
        p_home_score: 0,
        p_away_score: 3,
        p_goals: [{ team_id: thirdTeam }],
      });
    for (const client of [captain, player, editor]) {
      const { error } = await call(client);
      expect(error).toMatchObject({
        code: '42501',
        message: 'You cannot enter the result of this match.',
      });
    }
    const { error } = await call(anon);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/permission denied for function save_result/);
    expect(await matchState(match)).toEqual(before);
  });

  it("lets the captain save his own team's match, within the statuses captains may set", async () => {
    const match = await newMatch(otherTeam, ownTeam);
    await addGoal(match, ownTeam, ownScorer);
    const { error } = await captain.rpc('save_result', {
      p_match_id: match,
      p_status: 'completed',
      p_home_score: 0,
      p_away_score: 2,
      p_goals: [
        { team_id: ownTeam, player_id: ownScorer, minute: 3 },
        { team_id: ownTeam, player_id: otherScorer, minute: 50, own_goal: true },
      ],
    });
    expect(error).toBeNull();
    const saved = await matchState(match);
    expect(saved).toMatchObject({ status: 'completed', home_score: 0, away_score: 2 });
    expect(saved.goals).toMatchObject([
      { player_id: ownScorer, own_goal: false },
      { player_id: otherScorer, own_goal: true },
    ]);

    // The matches_guard trigger still applies: captains set only ongoing or completed.
    const postponed = await captain.rpc('save_result', {
      p_match_id: match,
      p_status: 'postponed',
      p_goals: [],
    });
    expect(postponed.error?.message).toMatch(/only to ongoing or completed/);
    expect(await matchState(match)).toEqual(saved);
  });
});

describe('save_player()', () => {
  it('creates a player with his private data, then updates both', async () => {
    const created = await admin.rpc('save_player', {
      p_player: { first_name: 'Creato', last_name: tag, team_id: otherTeam, jersey_number: 7 },
      p_private: { document_id: 'AA111', date_of_birth: '2001-02-03' },
    });
    expect(created.error).toBeNull();
    const id = created.data!;
    expect(await playerState(id)).toEqual({
      first_name: 'Creato',
      team_id: String(otherTeam),
      document_id: 'AA111',
      dob: '2001-02-03',
    });

    const updated = await admin.rpc('save_player', {
      p_id: id,
      p_player: { first_name: 'Aggiornato', last_name: tag, team_id: ownTeam },
      p_private: { document_id: 'BB222', date_of_birth: null },
    });
    expect(updated.error).toBeNull();
    expect(updated.data).toBe(id);
    expect(await playerState(id)).toEqual({
      first_name: 'Aggiornato',
      team_id: String(ownTeam),
      document_id: 'BB222',
      dob: null,
    });

    // Without private data (a caller who may not see it) the private row is left alone.
    const publicOnly = await admin.rpc('save_player', {
      p_id: id,
      p_player: { first_name: 'Pubblico', last_name: tag, team_id: ownTeam },
    });
    expect(publicOnly.error).toBeNull();
    expect(await playerState(id)).toMatchObject({ first_name: 'Pubblico', document_id: 'BB222' });
  });

  it('creates nothing when the private data is refused', async () => {
    const { error } = await admin.rpc('save_player', {
      p_player: { first_name: 'Mezzo', last_name: tag, team_id: ownTeam },
      p_private: { document_id: 'CC333', date_of_birth: '1800-01-01' },
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/player_private_date_of_birth_check/);
    expect(await countPlayersNamed('Mezzo')).toBe(0);
  });

  it('leaves the player as he was when the update of his private data is refused', async () => {
    const id = await newPlayer(ownTeam, 'Intatto');
    await sql('insert into player_private (player_id, document_id) values ($1, $2)', [id, 'DD444']);
    const before = await playerState(id);
    const { error } = await admin.rpc('save_player', {
      p_id: id,
      p_player: { first_name: 'Cambiato', last_name: tag, team_id: ownTeam },
      p_private: { document_id: 'EE555', date_of_birth: 'not a date' },
    });
    expect(error).not.toBeNull();
    expect(await playerState(id)).toEqual(before);
  });

  it('says when the player does not exist', async () => {
    const { error } = await admin.rpc('save_player', {
      p_id: 999_999_999,
      p_player: { first_name: 'Nessuno', last_name: tag },
    });
    expect(error).toMatchObject({ code: 'P0002', message: 'Player not found.' });
  });

  it("is refused for another team's player to a captain, and to a player, an editor and anonymous visitors", async () => {
    const id = await newPlayer(otherTeam, 'Altrui');
    await sql('insert into player_private (player_id, document_id) values ($1, $2)', [id, 'FF666']);
    const before = await playerState(id);
    const update = (client: Client) =>
      client.rpc('save_player', {
        p_id: id,
        p_player: { first_name: 'Rubato', last_name: tag, team_id: ownTeam },
        p_private: { document_id: 'GG777' },
      });
    for (const client of [captain, player, editor]) {
      const { error } = await update(client);
      expect(error).toMatchObject({ code: '42501', message: 'You cannot change this player.' });
    }
    const anonUpdate = await update(anon);
    expect(anonUpdate.error?.message).toMatch(/permission denied for function save_player/);
    expect(await playerState(id)).toEqual(before);

    for (const client of [captain, player, editor, anon]) {
      const { error } = await client.rpc('save_player', {
        p_player: { first_name: 'Intruso', last_name: tag, team_id: otherTeam },
        p_private: { document_id: 'HH888' },
      });
      expect(error?.code).toBe('42501');
    }
    expect(await countPlayersNamed('Intruso')).toBe(0);
  });

  it('lets a captain create and edit a player of his team with private data, not move him', async () => {
    const created = await captain.rpc('save_player', {
      p_player: { first_name: 'Nuovo', last_name: tag, team_id: ownTeam },
      p_private: { document_id: 'II999', date_of_birth: '2000-05-06' },
    });
    expect(created.error).toBeNull();
    const id = created.data!;
    expect(await playerState(id)).toEqual({
      first_name: 'Nuovo',
      team_id: String(ownTeam),
      document_id: 'II999',
      dob: '2000-05-06',
    });

    const moved = await captain.rpc('save_player', {
      p_id: id,
      p_player: { first_name: 'Nuovo', last_name: tag, team_id: otherTeam },
      p_private: { document_id: 'JJ000' },
    });
    expect(moved.error?.code).toBe('42501');
    expect(await playerState(id)).toMatchObject({ team_id: String(ownTeam), document_id: 'II999' });
  });
});
