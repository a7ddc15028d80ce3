import { describe, expect, it } from 'vitest';
import {
  autoMapColumns,
  IMPORT_COLUMNS,
  missingRequiredColumns,
  type ColumnMapping,
} from '@/features/matches/admin/utils/import-columns';
import {
  parseImportDate,
  validateFixtureRows,
  type ReferenceData,
} from '@/features/matches/admin/utils/validate-fixture-rows';
import type { ParsedSheet } from '@/lib/spreadsheet/read-spreadsheet';

const reference: ReferenceData = {
  teams: [
    { id: 1, name: 'Real Oratorio' },
    { id: 2, name: 'Città Nuova' },
    { id: 3, name: 'San Giuseppe' },
  ],
  venues: [{ id: 10, name: 'Campo Parrocchiale' }],
  competitions: [{ id: 20, name: 'Serie A' }],
  seasons: [{ id: 30, name: '2025/2026' }],
};

// Every column in the spec's order, so a row is the spec's columns left to right.
const fullMapping = Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, i])) as ColumnMapping;

function validate(row: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) {
  const sheet: ParsedSheet = {
    headers: [...IMPORT_COLUMNS],
    rows: [{ line: 2, cells: IMPORT_COLUMNS.map((c) => row[c] ?? '') }],
  };
  return validateFixtureRows(sheet, fullMapping, reference)[0];
}

const good = {
  home_team_name: 'Real Oratorio',
  away_team_name: 'Città Nuova',
  match_date: '15/03/2026 20:30',
};

describe('validateFixtureRows', () => {
  it('resolves a valid scheduled row to ids, the date read in Europe/Rome', () => {
    const row = validate(good);
    expect(row.errors).toEqual([]);
    expect(row.fixture).toEqual({
      home_team_id: 1,
      away_team_id: 2,
      referee_team_id: null,
      venue_id: null,
      competition_id: null,
      season_id: null,
      // 20:30 in Rome in March (CET) is 19:30 UTC.
      match_date: '2026-03-15T19:30:00.000Z',
      home_score: null,
      away_score: null,
    });
  });

  it('uses summer time in summer', () => {
    expect(validate({ ...good, match_date: '01/07/2026 21:00' }).fixture?.match_date).toBe(
      '2026-07-01T19:00:00.000Z',
    );
  });

  it('matches every kind of name ignoring case, accents and extra spaces', () => {
    const row = validate({
      home_team_name: 'REAL  oratorio',
      away_team_name: 'citta nuova',
      match_date: good.match_date,
      referee_team_name: 'san GIUSEPPE',
      venue_name: 'campo parrocchiale',
      competition_name: 'serie a',
      season_name: ' 2025/2026 ',
      home_score: '3',
      away_score: '0',
    });
    expect(row.errors).toEqual([]);
    expect(row.fixture).toMatchObject({
      home_team_id: 1,
      away_team_id: 2,
      referee_team_id: 3,
      venue_id: 10,
      competition_id: 20,
      season_id: 30,
      home_score: 3,
      away_score: 0,
    });
  });

  it('matches names whatever their punctuation, as the player import does', () => {
    const sheet: ParsedSheet = {
      headers: ['h', 'a', 'd'],
      rows: [{ line: 2, cells: ['AS Roma', 'Real-Madrid', '15/03/2026 20:30'] }],
    };
    const mapping = { ...autoMapColumns([]), home_team_name: 0, away_team_name: 1, match_date: 2 };
    const teams = [
      { id: 5, name: 'A.S. Roma' },
      { id: 6, name: 'Real Madrid' },
    ];
    const [row] = validateFixtureRows(sheet, mapping, { ...reference, teams });
    expect(row.fixture).toMatchObject({ home_team_id: 5, away_team_id: 6 });
  });

  it('prefers the exact spelling when two records differ only by accents', () => {
    const sheet: ParsedSheet = {
      headers: ['h', 'a', 'd'],
      rows: [{ line: 2, cells: ['Citta', 'Città', '15/03/2026 20:30'] }],
    };
    const mapping = { ...autoMapColumns([]), home_team_name: 0, away_team_name: 1, match_date: 2 };
    const teams = [
      { id: 7, name: 'Città' },
      { id: 8, name: 'Citta' },
    ];
    const [row] = validateFixtureRows(sheet, mapping, { ...reference, teams });
    expect(row.fixture).toMatchObject({ home_team_id: 8, away_team_id: 7 });
  });

  it('a row with both scores is a completed match; none, a scheduled one', () => {
    expect(validate({ ...good, home_score: '2', away_score: '2' }).fixture).toMatchObject({
      home_score: 2,
      away_score: 2,
    });
    expect(validate(good).fixture).toMatchObject({ home_score: null, away_score: null });
  });

  it.each([
    ['home team not found', { ...good, home_team_name: 'Juventus' }, ['homeTeamNotFound']],
    ['home team missing', { ...good, home_team_name: '' }, ['homeTeamNotFound']],
    ['away team not found', { ...good, away_team_name: 'Inter' }, ['awayTeamNotFound']],
    ['teams must be different', { ...good, away_team_name: 'real oratorio' }, ['teamsMustDiffer']],
    ['invalid date: ISO', { ...good, match_date: '2026-03-15 20:30' }, ['invalidDate']],
    ['invalid date: no time', { ...good, match_date: '15/03/2026' }, ['invalidDate']],
    ['invalid date: 31 February', { ...good, match_date: '31/02/2026 20:30' }, ['invalidDate']],
    ['invalid date: 24:00', { ...good, match_date: '15/03/2026 24:00' }, ['invalidDate']],
    [
      'invalid date: hour skipped by DST',
      { ...good, match_date: '29/03/2026 02:30' },
      ['invalidDate'],
    ],
    ['invalid date: empty', { ...good, match_date: '' }, ['invalidDate']],
    ['scores required: home only', { ...good, home_score: '1' }, ['scoresRequired']],
    ['scores required: away only', { ...good, away_score: '0' }, ['scoresRequired']],
    ['invalid score: negative', { ...good, home_score: '-1', away_score: '0' }, ['invalidScore']],
    ['invalid score: text', { ...good, home_score: 'tre', away_score: '0' }, ['invalidScore']],
    ['invalid score: decimal', { ...good, home_score: '1.5', away_score: '0' }, ['invalidScore']],
    ['referee not found', { ...good, referee_team_name: 'Milan' }, ['refereeNotFound']],
    [
      'referee is the home team',
      { ...good, referee_team_name: 'Real Oratorio' },
      ['refereeIsTeam'],
    ],
    ['referee is the away team', { ...good, referee_team_name: 'CITTA NUOVA' }, ['refereeIsTeam']],
    ['venue not found', { ...good, venue_name: 'San Siro' }, ['venueNotFound']],
    ['competition not found', { ...good, competition_name: 'Serie C' }, ['competitionNotFound']],
    ['season not found', { ...good, season_name: '1999/2000' }, ['seasonNotFound']],
    [
      'a formula-looking name is just a name that is not found',
      { ...good, home_team_name: '=HYPERLINK("http://x","Real Oratorio")' },
      ['homeTeamNotFound'],
    ],
  ])('%s', (_case, row, errors) => {
    const result = validate(row);
    expect(result.errors).toEqual(errors);
    expect(result.fixture).toBeNull();
  });

  it('lists every error of a row at once', () => {
    const row = validate({
      home_team_name: 'X',
      away_team_name: 'Y',
      match_date: 'domani',
      venue_name: 'Z',
      season_name: 'W',
    });
    expect(row.errors).toEqual([
      'homeTeamNotFound',
      'awayTeamNotFound',
      'invalidDate',
      'venueNotFound',
      'seasonNotFound',
    ]);
  });

  it('ignores optional columns that are not mapped', () => {
    const sheet: ParsedSheet = {
      headers: ['Casa', 'Ospite', 'Data', 'Campo'],
      rows: [{ line: 2, cells: ['Real Oratorio', 'San Giuseppe', '1/3/2026 9:05', 'Nowhere'] }],
    };
    const mapping = { ...autoMapColumns(sheet.headers), venue_name: null };
    const [row] = validateFixtureRows(sheet, mapping, reference);
    expect(row.errors).toEqual([]);
    expect(row.fixture?.match_date).toBe('2026-03-01T08:05:00.000Z');
  });

  it('keeps the spreadsheet line of each row', () => {
    const sheet: ParsedSheet = {
      headers: [...IMPORT_COLUMNS],
      rows: [
        { line: 2, cells: ['Real Oratorio', 'Città Nuova', '15/03/2026 20:30'] },
        { line: 5, cells: ['Nope', 'Città Nuova', '15/03/2026 20:30'] },
      ],
    };
    const rows = validateFixtureRows(sheet, fullMapping, reference);
    expect(rows.map((r) => [r.line, r.errors.length])).toEqual([
      [2, 0],
      [5, 1],
    ]);
  });
});

describe('parseImportDate', () => {
  it('reads DD/MM/YYYY HH:mm and nothing else', () => {
    expect(parseImportDate('05/11/2026 18:45')).toBe('2026-11-05T17:45:00.000Z');
    expect(parseImportDate('05-11-2026 18:45')).toBeNull();
    expect(parseImportDate('05/11/26 18:45')).toBeNull();
    expect(parseImportDate('05/11/2026 18.45')).toBeNull();
  });
});

describe('autoMapColumns', () => {
  it('maps the spec names', () => {
    expect(autoMapColumns([...IMPORT_COLUMNS])).toEqual(fullMapping);
  });

  it('maps Italian, English and Dutch headers whatever their case, accents or separators', () => {
    expect(
      autoMapColumns([
        'Squadra Casa',
        'SQUADRA_OSPITE',
        'Data e ora',
        'Arbitro',
        'Campo',
        'Gol casa',
        'Gol ospite',
      ]),
    ).toMatchObject({
      home_team_name: 0,
      away_team_name: 1,
      match_date: 2,
      referee_team_name: 3,
      venue_name: 4,
      home_score: 5,
      away_score: 6,
      competition_name: null,
      season_name: null,
    });
    expect(autoMapColumns(['HomeTeam', 'away.team', 'Kick-off', 'Venue (name)'])).toMatchObject({
      home_team_name: 0,
      away_team_name: 1,
      match_date: 2,
      venue_name: 3,
    });
    expect(autoMapColumns(['Home team', 'Away team', 'Date', 'Season'])).toMatchObject({
      home_team_name: 0,
      away_team_name: 1,
      match_date: 2,
      season_name: 3,
    });
    expect(
      autoMapColumns(['Thuisploeg', 'Uitploeg', 'Datum', 'Seizoen', 'Competitie']),
    ).toMatchObject({
      home_team_name: 0,
      away_team_name: 1,
      match_date: 2,
      season_name: 3,
      competition_name: 4,
    });
  });

  it('uses each header once and reports the required columns left out', () => {
    const mapping = autoMapColumns(['Casa', 'Casa', 'Qualcosa']);
    expect(mapping.home_team_name).toBe(0);
    expect(mapping.away_team_name).toBeNull();
    expect(missingRequiredColumns(mapping)).toEqual(['away_team_name', 'match_date']);
    expect(missingRequiredColumns(fullMapping)).toEqual([]);
  });
});
