// The fixtures admin against the real database, as the seeded demo accounts: the import commit is
// all-or-nothing through the API (and only for admins), the browser's parser and validator feed it
// rows it accepts, and a captain can set results of his own team's matches only.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoMapColumns } from '../../src/features/matches/admin/utils/import-columns';
import { parseSpreadsheet } from '../../src/lib/spreadsheet/read-spreadsheet';
import {
  validateFixtureRows,
  type FixturePayload,
} from '../../src/features/matches/admin/utils/validate-fixture-rows';
import type { Database } from '../../src/types/database';
import { demoClient, sql } from '../helpers/stack';

type Client = SupabaseClient<Database>;

const signIn = demoClient;

let admin: Client;
let captain: Client;
let player: Client;
let ownTeam: number;
let teams: { id: number; name: string }[];
// Kick-offs in a far year no seeded match uses, so this file's matches are easy to find and remove.
const YEAR = 2091;

const countTestMatches = async () =>
  Number(
    (
      await sql<{ n: string }>(
        `select count(*) n from matches where extract(year from match_date) = $1`,
        [YEAR],
      )
    ).rows[0]!.n,
  );

function row(overrides: Partial<FixturePayload> = {}): FixturePayload {
  return {
    home_team_id: teams[0]!.id,
    away_team_id: teams[1]!.id,
    referee_team_id: null,
    venue_id: null,
    competition_id: null,
    season_id: null,
    match_date: `${YEAR}-03-15T19:30:00.000Z`,
    home_score: null,
    away_score: null,
    ...overrides,
  };
}

beforeAll(async () => {
  [admin, captain, player] = await Promise.all([
    signIn('admin@calcetto.local'),
    signIn('captain@calcetto.local'),
    signIn('player@calcetto.local'),
  ]);
  const { rows } = await sql<{ team_id: string }>(
    "select team_id from profiles p join auth.users u on u.id = p.id where u.email = 'captain@calcetto.local'",
  );
  ownTeam = Number(rows[0]!.team_id);
  teams = (
    await sql<{ id: string; name: string }>('select id, name from teams order by id')
  ).rows.map((t) => ({ id: Number(t.id), name: t.name }));
});

afterAll(async () => {
  await sql('delete from matches where extract(year from match_date) = $1', [YEAR]);
});

describe('import_fixtures()', () => {
  it('imports nothing when one row is bad, and says which row', async () => {
    const before = await countTestMatches();
    const { error } = await admin.rpc('import_fixtures', {
      p_rows: [row(), row({ home_score: 2, away_score: 1 }), row({ away_team_id: teams[0]!.id })],
    });
    expect(error?.message).toBe('Row 3: teams must be different.');
    expect(await countTestMatches()).toBe(before);
  });

  it('imports every row of a good batch in one call; both scores make a completed match', async () => {
    const before = await countTestMatches();
    const { data, error } = await admin.rpc('import_fixtures', {
      p_rows: [
        row({ match_date: `${YEAR}-04-01T18:00:00.000Z` }),
        row({ match_date: `${YEAR}-04-02T18:00:00.000Z`, home_score: 3, away_score: 3 }),
      ],
    });
    expect(error).toBeNull();
    expect(data).toBe(2);
    expect(await countTestMatches()).toBe(before + 2);
    const { rows } = await sql<{ status: string }>(
      `select status from matches where match_date in ($1, $2) order by match_date`,
      [`${YEAR}-04-01T18:00:00Z`, `${YEAR}-04-02T18:00:00Z`],
    );
    expect(rows.map((r) => r.status)).toEqual(['scheduled', 'completed']);
  });

  it('is refused to a captain and a player, and nothing is inserted', async () => {
    const before = await countTestMatches();
    for (const client of [captain, player]) {
      const { error } = await client.rpc('import_fixtures', { p_rows: [row()] });
      expect(error).not.toBeNull();
    }
    expect(await countTestMatches()).toBe(before);
  });

  it('accepts exactly the rows the browser validator passes, from a real .xlsx', async () => {
    const [home, away, referee] = teams;
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Squadra casa', 'Squadra ospite', 'Data', 'Arbitro', 'Gol casa', 'Gol ospite'],
      [home!.name.toUpperCase(), away!.name, `10/05/${YEAR} 20:30`, referee!.name, '', ''],
      [away!.name, home!.name, `17/05/${YEAR} 20:30`, '', '1', '0'],
      [home!.name, 'Squadra che non esiste', `24/05/${YEAR} 20:30`, '', '', ''],
      [home!.name, away!.name, `31/05/${YEAR} 20:30`, home!.name, '', ''],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Partite');
    const bytes = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
    );

    const parsed = await parseSpreadsheet('partite.xlsx', bytes);
    if (!parsed.ok) throw new Error(parsed.problem);
    const reference = {
      teams,
      venues: (await admin.from('venues').select('id, name')).data ?? [],
      competitions: (await admin.from('competitions').select('id, name')).data ?? [],
      seasons: (await admin.from('seasons').select('id, name')).data ?? [],
    };
    const rows = validateFixtureRows(parsed.sheet, autoMapColumns(parsed.sheet.headers), reference);
    expect(rows.map((r) => r.errors)).toEqual([[], [], ['awayTeamNotFound'], ['refereeIsTeam']]);

    const before = await countTestMatches();
    const valid = rows.flatMap((r) => (r.fixture ? [r.fixture] : []));
    const { data, error } = await admin.rpc('import_fixtures', { p_rows: valid });
    expect(error).toBeNull();
    expect(data).toBe(2);
    expect(await countTestMatches()).toBe(before + 2);
    // 20:30 in Rome in May (summer time) is 18:30 UTC.
    const saved = await sql<{ referee_team_id: string | null }>(
      `select referee_team_id from matches where match_date = $1`,
      [`${YEAR}-05-10T18:30:00Z`],
    );
    expect(Number(saved.rows[0]!.referee_team_id)).toBe(referee!.id);
  });
});

describe('results entered by a captain', () => {
  let ownMatch: number;
  let otherMatch: number;

  beforeAll(async () => {
    const others = teams.filter((t) => t.id !== ownTeam);
    const made = await sql<{ id: string }>(
      `insert into matches (home_team_id, away_team_id, match_date) values
         ($1, $2, $4), ($2, $3, $4) returning id`,
      [ownTeam, others[0]!.id, others[1]!.id, `${YEAR}-09-01T18:00:00Z`],
    );
    ownMatch = Number(made.rows[0]!.id);
    otherMatch = Number(made.rows[1]!.id);
  });

  it("may set the score, status and scorers of his own team's match (the control case)", async () => {
    const { data, error } = await captain
      .from('matches')
      .update({ status: 'completed', home_score: 2, away_score: 0 })
      .eq('id', ownMatch)
      .select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const goal = await captain
      .from('goals')
      .insert({ match_id: ownMatch, team_id: ownTeam, minute: 12 })
      .select('id');
    expect(goal.error).toBeNull();
  });

  it('cannot set the result of a match his team does not play', async () => {
    const { data, error } = await captain
      .from('matches')
      .update({ status: 'completed', home_score: 5, away_score: 0 })
      .eq('id', otherMatch)
      .select('id');
    // RLS hides the row: nothing matched, nothing changed (the app reports this as an error).
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { rows } = await sql<{ status: string; home_score: number | null }>(
      'select status, home_score from matches where id = $1',
      [otherMatch],
    );
    expect(rows[0]).toEqual({ status: 'scheduled', home_score: null });

    const goal = await captain
      .from('goals')
      .insert({ match_id: otherMatch, team_id: teams.find((t) => t.id !== ownTeam)!.id })
      .select('id');
    expect(goal.error?.code).toBe('42501');
  });

  it('cannot use statuses other than ongoing and completed, nor move the match', async () => {
    const postponed = await captain
      .from('matches')
      .update({ status: 'postponed' })
      .eq('id', ownMatch);
    expect(postponed.error?.message).toMatch(/only to ongoing or completed/);
    const moved = await captain
      .from('matches')
      .update({ match_date: `${YEAR}-09-02T18:00:00Z` })
      .eq('id', ownMatch);
    expect(moved.error?.message).toMatch(/only the score and the status/);
  });
});
