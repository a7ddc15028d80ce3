import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import * as XLSX from 'xlsx';
import type { Stack } from '../../supabase/local/stack';
import { autoMapColumns } from '../../src/features/matches/admin/utils/import-columns';
import { parseSpreadsheet } from '../../src/lib/spreadsheet/read-spreadsheet';
import {
  validateFixtureRows,
  type ReferenceData,
} from '../../src/features/matches/admin/utils/validate-fixture-rows';
import type { Database } from '../../src/types/database';

const ROWS = 5000;
// A year no seeded match uses, so the benchmark's matches are found and removed afterwards.
const YEAR = 2093;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pad = (n: number) => String(n).padStart(2, '0');

/** A 5,000-row .xlsx of valid fixtures (half with results), named as the seeded records are. */
function buildFile(reference: ReferenceData): Uint8Array {
  const { teams, venues, competitions, seasons } = reference;
  const rows: (string | number)[][] = [
    [
      'home_team_name',
      'away_team_name',
      'match_date',
      'referee_team_name',
      'competition_name',
      'season_name',
      'home_score',
      'away_score',
      'venue_name',
    ],
  ];
  for (let i = 0; i < ROWS; i += 1) {
    const home = teams[i % teams.length]!;
    // An offset of 1 … n-1 never lands on the home team.
    const away =
      teams[(i + 1 + (Math.floor(i / teams.length) % (teams.length - 1))) % teams.length]!;
    const referee = teams.find((t) => t !== home && t !== away)!;
    const day = new Date(Date.UTC(YEAR, 0, 1 + Math.floor(i / 10)));
    const date = `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${YEAR} ${pad(18 + (i % 4))}:30`;
    const played = i % 2 === 0;
    rows.push([
      home.name,
      away.name,
      date,
      referee.name,
      competitions[i % competitions.length]!.name,
      seasons[i % seasons.length]!.name,
      played ? i % 5 : '',
      played ? (i * 7) % 4 : '',
      venues[i % venues.length]!.name,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Partite');
  // Compressed, as Excel and LibreOffice save.
  return new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
}

/**
 * Fixture import: a generated 5,000-row .xlsx through the app's own parser and validator (the code
 * the wizard runs in the browser), then the real import_fixtures() commit as the seeded admin.
 */
export async function measureImport(stack: Stack, _root: string) {
  const client = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error: signInError } = await client.auth.signInWithPassword({
    email: 'admin@calcetto.local',
    password: 'calcetto-demo',
  });
  if (signInError) throw new Error(`admin sign-in: ${signInError.message}`);
  const [teams, venues, competitions, seasons] = await Promise.all(
    (['teams', 'venues', 'competitions', 'seasons'] as const).map(async (table) => {
      const { data, error } = await client.from(table).select('id, name').order('id');
      if (error) throw error;
      return data;
    }),
  );
  const reference: ReferenceData = { teams, venues, competitions, seasons };
  const bytes = buildFile(reference);

  const parseAndValidate = async () => {
    const parsed = await parseSpreadsheet('fixtures.xlsx', bytes);
    if (!parsed.ok) throw new Error(`parse: ${parsed.problem}`);
    return validateFixtureRows(parsed.sheet, autoMapColumns(parsed.sheet.headers), reference);
  };
  // The first run also loads SheetJS, as the browser does on the import page.
  let started = performance.now();
  let rows = await parseAndValidate();
  const coldMs = performance.now() - started;
  const timings: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    started = performance.now();
    rows = await parseAndValidate();
    timings.push(performance.now() - started);
  }
  const invalid = rows.filter((row) => !row.fixture);
  if (rows.length !== ROWS || invalid.length > 0)
    throw new Error(`expected ${ROWS} valid rows, got ${rows.length - invalid.length}`);

  const payload = rows.flatMap((row) => (row.fixture ? [row.fixture] : []));
  started = performance.now();
  const { data: inserted, error } = await client.rpc('import_fixtures', { p_rows: payload });
  const commitMs = performance.now() - started;
  if (error) throw new Error(`import_fixtures: ${error.message}`);

  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    const { rows: count } = await db.query<{ n: string }>(
      'select count(*) n from public.matches where extract(year from match_date) = $1',
      [YEAR],
    );
    if (Number(count[0]!.n) !== ROWS || inserted !== ROWS)
      throw new Error(`import_fixtures inserted ${count[0]!.n} rows, expected ${ROWS}`);
    await db.query('delete from public.matches where extract(year from match_date) = $1', [YEAR]);
  } finally {
    await db.end();
  }

  return {
    parse_validate_5000_ms: Math.round(median(timings) * 10) / 10,
    parse_validate_5000_cold_ms: Math.round(coldMs * 10) / 10,
    commit_5000_ms: Math.round(commitMs),
    file_kb: Math.round(bytes.byteLength / 1024),
  };
}
