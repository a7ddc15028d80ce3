import { describe, expect, it } from 'vitest';
import {
  autoMapColumns,
  parseRole,
  validateRows,
} from '@/features/players/admin/utils/player-import';
import { readSpreadsheet, type SheetRow } from '@/lib/spreadsheet/read-spreadsheet';

/** Data rows as a file gives them: under a header on line 1, one per line. */
const lines = (...rows: string[][]): SheetRow[] => rows.map((cells, i) => ({ line: i + 2, cells }));

const teams = [
  { id: 1, name: 'Città Alta' },
  { id: 2, name: 'San Marco' },
];

describe('player import', () => {
  it('maps Italian, English and Dutch headers', () => {
    expect(
      autoMapColumns(['Cognome', 'Nome', 'Squadra', 'Ruolo', 'Numero', 'Nazionalità']),
    ).toEqual({
      first_name: 1,
      last_name: 0,
      team: 2,
      role: 3,
      jersey_number: 4,
      nationality: 5,
    });
    expect(autoMapColumns(['First name', 'Last name', 'Team', 'Notes'])).toMatchObject({
      first_name: 0,
      last_name: 1,
      team: 2,
      role: null,
    });
    expect(autoMapColumns(['First_Name', 'last-name', 'Jersey #'])).toMatchObject({
      first_name: 0,
      last_name: 1,
      jersey_number: 2,
    });
    expect(autoMapColumns(['Voornaam', 'Achternaam', 'Rugnummer'])).toMatchObject({
      first_name: 0,
      last_name: 1,
      jersey_number: 2,
    });
  });

  it('recognises roles in three languages', () => {
    expect(parseRole('Portiere')).toBe('goalkeeper');
    expect(parseRole('middenvelder')).toBe('midfielder');
    expect(parseRole('Forward')).toBe('forward');
    expect(parseRole('')).toBeNull();
    expect(parseRole('libero')).toBeUndefined();
  });

  it('matches team names ignoring case and accents, and lists every error of a row', () => {
    const sheet = {
      headers: ['Nome', 'Cognome', 'Squadra', 'Ruolo', 'Numero'],
      rows: lines(
        ['Luca', 'Bianchi', 'citta alta', 'Difensore', '5'],
        ['', 'Verdi', 'Real Nowhere', 'libero', '123'],
        ['Anna', 'Neri', '', '', ''],
      ),
    };
    const rows = validateRows(sheet, autoMapColumns(sheet.headers), { teams });
    expect(rows[0]).toMatchObject({
      line: 2,
      errors: [],
      player: {
        first_name: 'Luca',
        last_name: 'Bianchi',
        team_id: 1,
        role: 'defender',
        jersey_number: 5,
        nationality: null,
      },
    });
    expect(rows[1]).toMatchObject({
      line: 3,
      player: null,
      errors: ['firstNameMissing', 'teamNotFound', 'roleInvalid', 'jerseyInvalid'],
    });
    expect(rows[2]?.errors).toEqual(['teamMissing']);
  });

  it('finds a team whatever its punctuation, as the fixture import does', () => {
    const sheet = {
      headers: ['Nome', 'Cognome', 'Squadra'],
      rows: lines(['A', 'B', 'AS Roma'], ['C', 'D', 'Real-Madrid']),
    };
    const league = [
      { id: 5, name: 'A.S. Roma' },
      { id: 6, name: 'Real Madrid' },
    ];
    const rows = validateRows(sheet, autoMapColumns(sheet.headers), { teams: league });
    expect(rows.map((row) => row.player?.team_id)).toEqual([5, 6]);
  });

  it("puts a captain's rows in his team and refuses other teams", () => {
    const sheet = {
      headers: ['Nome', 'Cognome', 'Squadra'],
      rows: lines(['A', 'B', ''], ['C', 'D', 'Città Alta']),
    };
    const rows = validateRows(sheet, autoMapColumns(sheet.headers), { teams, lockedTeamId: 2 });
    expect(rows[0]?.player?.team_id).toBe(2);
    expect(rows[1]?.errors).toEqual(['teamNotYours']);
  });

  it('reads a UTF-8 CSV, skipping blank rows', async () => {
    const file = new File(['Nome,Cognome,Squadra\nNiccolò,Rossi,Città Alta\n,,\n'], 'rosa.csv', {
      type: 'text/csv',
    });
    await expect(readSpreadsheet(file)).resolves.toEqual({
      ok: true,
      sheet: {
        headers: ['Nome', 'Cognome', 'Squadra'],
        rows: [{ line: 2, cells: ['Niccolò', 'Rossi', 'Città Alta'] }],
      },
    });
  });

  it('reads a CSV saved by Excel in Windows-1252, so accented names and teams survive', async () => {
    // 'ò' and 'à' in the ANSI code page are the single bytes 0xF2 and 0xE0.
    const ansi = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
    const file = new File(
      [ansi('Nome;Cognome;Squadra\r\nNiccolò;Rossi;Città Alta\r\n')],
      'rosa.csv',
    );
    const result = await readSpreadsheet(file);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = validateRows(result.sheet, autoMapColumns(result.sheet.headers), { teams });
    expect(row?.player).toMatchObject({ first_name: 'Niccolò', last_name: 'Rossi', team_id: 1 });
  });

  it("gives each row the spreadsheet's line number, blank lines counted", async () => {
    const csv = '\n,,\nNome,Cognome,Squadra\nLuca,Bianchi,San Marco\n,,\nAnna,,San Marco\n';
    const result = await readSpreadsheet(new File([csv], 'rosa.csv'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rows = validateRows(result.sheet, autoMapColumns(result.sheet.headers), { teams });
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [4, []],
      [6, ['lastNameMissing']],
    ]);
  });

  it('reads an .xlsx workbook', async () => {
    const XLSX = await import('xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['First name', 'Last name', 'Number'],
        ['Marco', 'Gialli', 10],
      ]),
      'Players',
    );
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const file = new File([bytes], 'players.xlsx');
    await expect(readSpreadsheet(file)).resolves.toEqual({
      ok: true,
      sheet: {
        headers: ['First name', 'Last name', 'Number'],
        rows: [{ line: 2, cells: ['Marco', 'Gialli', '10'] }],
      },
    });
  });
});
