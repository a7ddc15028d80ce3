// Data rules the database enforces whoever writes: constraints, cascades, bracket hygiene.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../helpers/stack';

let pool: pg.Pool;
const tag = `in${Date.now().toString(36)}`;
let n = 0;
let comp: number, season: number;

async function id(text: string, params: unknown[] = []) {
  return Number((await pool.query(text, params)).rows[0].id);
}
const team = () => id('insert into teams (name) values ($1) returning id', [`${tag} team ${++n}`]);
async function fails(text: string, params: unknown[] = []): Promise<string> {
  try {
    await pool.query(text, params);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected to fail: ${text}`);
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 2 });
  comp = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
    `${tag}-c`,
  ]);
  season = await id(
    `insert into seasons (name, start_date, end_date) values ($1, '2025-09-01', '2026-06-30') returning id`,
    [`${tag} s`],
  );
});

afterAll(async () => {
  await pool?.end();
});

describe('constraints', () => {
  it('matches: teams differ, referee is a third team, completed matches have scores, scores are not negative', async () => {
    const [a, b] = [await team(), await team()];
    const base = `insert into matches (home_team_id, away_team_id, referee_team_id, match_date, status, home_score, away_score)
                  values ($1, $2, $3, now(), $4, $5, $6)`;
    expect(await fails(base, [a, a, null, 'scheduled', null, null])).toContain(
      'matches_teams_differ',
    );
    expect(await fails(base, [a, b, a, 'scheduled', null, null])).toContain(
      'matches_referee_not_playing',
    );
    expect(await fails(base, [a, b, null, 'completed', null, null])).toContain(
      'matches_scores_when_completed',
    );
    expect(await fails(base, [a, b, null, 'completed', -1, 0])).toContain('check');
    await pool.query(base, [a, b, null, 'completed', 0, 0]);
  });

  it('teams: at most two hex colours', async () => {
    expect(
      await fails(`insert into teams (name, colors) values ($1, '{#fff,#000,#111111}')`, [
        `${tag} x1`,
      ]),
    ).toContain('teams_colors_check');
    expect(
      await fails(`insert into teams (name, colors) values ($1, '{blue}')`, [`${tag} x2`]),
    ).toContain('teams_colors_check');
    await pool.query(`insert into teams (name, colors) values ($1, '{#fff,#0a0B0c}')`, [
      `${tag} x3`,
    ]);
  });

  it('goals: credited to a team of the match, minute within 0..130', async () => {
    const [a, b, c] = [await team(), await team(), await team()];
    const m = await id(
      `insert into matches (home_team_id, away_team_id, match_date, status, home_score, away_score)
       values ($1, $2, now(), 'completed', 0, 1) returning id`,
      [a, b],
    );
    expect(await fails('insert into goals (match_id, team_id) values ($1, $2)', [m, c])).toContain(
      'home or the away team',
    );
    expect(
      await fails('insert into goals (match_id, team_id, minute) values ($1, $2, 131)', [m, a]),
    ).toContain('check');
    await pool.query('insert into goals (match_id, team_id, minute) values ($1, $2, 130)', [m, b]);
  });

  it('seasons end after they start', async () => {
    expect(
      await fails(
        `insert into seasons (name, start_date, end_date) values ($1, '2026-01-02', '2026-01-01')`,
        [`${tag} bad`],
      ),
    ).toContain('seasons_dates_check');
  });

  it('single-row tables hold only id 1', async () => {
    for (const table of ['themes', 'homepage_layout', 'countdown_event']) {
      expect(await fails(`insert into ${table} (id) values (2)`)).toContain('check');
      const { rows } = await pool.query(`select id from ${table}`);
      expect(rows).toEqual([{ id: 1 }]);
    }
    const { rows } = await pool.query(
      'select primary_color, secondary_color, font_family from themes',
    );
    expect(rows[0]).toMatchObject({ font_family: expect.any(String) });
  });

  it('a bracket lists only distinct matches of its own competition and season', async () => {
    const [a, b] = [await team(), await team()];
    const other = await id(
      `insert into seasons (name, start_date, end_date) values ($1, '2020-01-01', '2020-12-31') returning id`,
      [`${tag} o`],
    );
    const mine = await id(
      `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date) values ($1, $2, $3, $4, now()) returning id`,
      [comp, season, a, b],
    );
    const foreign = await id(
      `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date) values ($1, $2, $3, $4, now()) returning id`,
      [comp, other, a, b],
    );
    expect(
      await fails(
        'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
        [comp, season, [foreign]],
      ),
    ).toContain('belong to');
    expect(
      await fails(
        'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
        [comp, season, [mine, mine]],
      ),
    ).toContain('twice');
    await pool.query(
      'insert into playoff_brackets (competition_id, season_id, match_ids) values ($1, $2, $3)',
      [comp, season, [mine]],
    );
    // the match cannot leave the bracket's competition and season afterwards either
    expect(await fails('update matches set season_id = $2 where id = $1', [mine, other])).toContain(
      "stays in its bracket's competition and season",
    );
    // deleting a match takes it out of the bracket
    await pool.query('delete from matches where id = $1', [mine]);
    const { rows } = await pool.query(
      'select match_ids from playoff_brackets where competition_id = $1 and season_id = $2',
      [comp, season],
    );
    expect(rows[0].match_ids).toEqual([]);
  });
});

describe('cascades', () => {
  it('deleting a team removes its players (and private data), matches, goals, sponsors, honors, registrations; referee and captain links clear', async () => {
    const [doomed, other, ref] = [await team(), await team(), await team()];
    const player = await id(
      `insert into players (first_name, last_name, team_id) values ('A', 'B', $1) returning id`,
      [doomed],
    );
    await pool.query(`insert into player_private (player_id, document_id) values ($1, 'X')`, [
      player,
    ]);
    const m1 = await id(
      `insert into matches (home_team_id, away_team_id, match_date, status, home_score, away_score)
       values ($1, $2, now(), 'completed', 1, 0) returning id`,
      [doomed, other],
    );
    const m2 = await id(
      `insert into matches (home_team_id, away_team_id, referee_team_id, match_date) values ($1, $2, $3, now()) returning id`,
      [other, ref, doomed],
    );
    await pool.query('insert into goals (match_id, team_id, player_id) values ($1, $2, $3)', [
      m1,
      doomed,
      player,
    ]);
    await pool.query(`insert into sponsors (name, team_id) values ('S', $1)`, [doomed]);
    await pool.query(`insert into honors (team_id, achievement) values ($1, 'Coppa')`, [doomed]);
    await pool.query(
      'insert into competition_seasons (competition_id, season_id) values ($1, $2) on conflict do nothing',
      [comp, season],
    );
    await pool.query('insert into competition_season_teams values ($1, $2, $3)', [
      comp,
      season,
      doomed,
    ]);
    const user = crypto.randomUUID();
    await pool.query(`insert into auth.users (id, email) values ($1, $2)`, [
      user,
      `${user}@test.calcetto.local`,
    ]);
    await pool.query(`insert into profiles (id, role, team_id) values ($1, 'captain', $2)`, [
      user,
      doomed,
    ]);

    await pool.query('delete from teams where id = $1', [doomed]);

    const count = async (sql: string, params: unknown[]) =>
      Number((await pool.query(sql, params)).rows[0].n);
    expect(await count('select count(*) n from players where team_id = $1', [doomed])).toBe(0);
    expect(
      await count('select count(*) n from player_private where player_id = $1', [player]),
    ).toBe(0);
    expect(await count('select count(*) n from matches where id = $1', [m1])).toBe(0);
    expect(await count('select count(*) n from goals where match_id = $1', [m1])).toBe(0);
    expect(await count('select count(*) n from sponsors where team_id = $1', [doomed])).toBe(0);
    expect(await count('select count(*) n from honors where team_id = $1', [doomed])).toBe(0);
    expect(
      await count('select count(*) n from competition_season_teams where team_id = $1', [doomed]),
    ).toBe(0);
    const { rows } = await pool.query('select referee_team_id from matches where id = $1', [m2]);
    expect(rows).toEqual([{ referee_team_id: null }]);
    const prof = await pool.query('select team_id from profiles where id = $1', [user]);
    expect(prof.rows).toEqual([{ team_id: null }]);
  });

  it('deleting an album moves its media out of it', async () => {
    const album = await id(`insert into albums (name) values ('Festa') returning id`);
    const item = await id(
      `insert into media_items (album_id, type, storage_path) values ($1, 'image', 'x/1.jpg') returning id`,
      [album],
    );
    await pool.query('delete from albums where id = $1', [album]);
    const { rows } = await pool.query('select album_id from media_items where id = $1', [item]);
    expect(rows).toEqual([{ album_id: null }]);
  });

  it('a competition with matches cannot be deleted by accident', async () => {
    const [a, b] = [await team(), await team()];
    const c = await id(`insert into competitions (name, slug) values ($1, $1) returning id`, [
      `${tag}-keep`,
    ]);
    await pool.query(
      'insert into matches (competition_id, home_team_id, away_team_id, match_date) values ($1, $2, $3, now())',
      [c, a, b],
    );
    expect(await fails('delete from competitions where id = $1', [c])).toContain('foreign key');
  });
});
