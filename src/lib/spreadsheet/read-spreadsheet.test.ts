import * as XLSX from 'xlsx';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/lib/spreadsheet/parse-csv';
import {
  MAX_IMPORT_BYTES,
  parseSpreadsheet,
  readSpreadsheet,
  type XlsxModule,
} from '@/lib/spreadsheet/read-spreadsheet';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A date cell as Excel stores it: a serial day number, no time zone, with a date format. */
function dateCell(y: number, m: number, d: number, h = 0, min = 0, z = 'dd/mm/yyyy hh:mm') {
  const serial = (Date.UTC(y, m - 1, d, h, min) - Date.UTC(1899, 11, 30)) / 86_400_000;
  return { t: 'n', v: serial, z };
}

function xlsxBytes(
  rows: unknown[][],
  edit?: (sheet: XLSX.WorkSheet) => void,
): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  edit?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Partite');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const header = ['home_team_name', 'away_team_name', 'match_date'];

describe('parseCsv', () => {
  it('guesses the delimiter and honours quotes, doubled quotes and line breaks in cells', () => {
    expect(parseCsv('a;b;c\r\n1;"x;y";3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x;y', '3'],
    ]);
    expect(parseCsv('a,b\n"say ""hi""","two\nlines"')).toEqual([
      ['a', 'b'],
      ['say "hi"', 'two\nlines'],
    ]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('parseSpreadsheet', () => {
  it('reads a CSV with a byte-order mark, skipping blank lines and trimming cells', async () => {
    const result = await parseSpreadsheet(
      'partite.csv',
      utf8('\uFEFFSquadra casa;Squadra ospite;Data\n\n Real ; Atletico ;15/03/2026 20:30\n;;\n'),
    );
    expect(result).toEqual({
      ok: true,
      sheet: {
        headers: ['Squadra casa', 'Squadra ospite', 'Data'],
        rows: [{ line: 3, cells: ['Real', 'Atletico', '15/03/2026 20:30'] }],
      },
    });
  });

  it('reads a Windows-1252 CSV so that accents survive', async () => {
    // 'Città' in the ANSI code page: à is the single byte 0xE0.
    const bytes = new Uint8Array([...utf8('a;b;c\nCitt'), 0xe0, ...utf8(';Real;01/02/2026 10:00')]);
    const result = await parseSpreadsheet('x.csv', bytes);
    expect(result.ok && result.sheet.rows[0].cells[0]).toBe('Città');
  });

  it('reads an .xlsx: text, numbers and date cells in the import format', async () => {
    const bytes = xlsxBytes([
      [...header, 'home_score'],
      ['Real', 'Atletico', dateCell(2026, 3, 15, 20, 30), 2],
      ['Real', 'Atletico', '16/03/2026 21:00', 0],
    ]);
    const result = await parseSpreadsheet('partite.XLSX', bytes);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sheet.headers).toEqual([...header, 'home_score']);
    expect(result.sheet.rows.map((r) => r.cells)).toEqual([
      ['Real', 'Atletico', '15/03/2026 20:30', '2'],
      ['Real', 'Atletico', '16/03/2026 21:00', '0'],
    ]);
    expect(result.sheet.rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it('gives a date-only cell without a time, so the validator can refuse it', async () => {
    const bytes = xlsxBytes([
      header,
      ['Real', 'Atletico', dateCell(2026, 3, 15, 0, 0, 'dd/mm/yyyy')],
    ]);
    const result = await parseSpreadsheet('d.xlsx', bytes);
    expect(result.ok && result.sheet.rows[0].cells[2]).toBe('15/03/2026');
  });

  it('reads the cached values of formula cells and never a formula', async () => {
    const bytes = xlsxBytes([header, ['Real', '=HYPERLINK("http://evil")', 'x']], (s) => {
      s.C2 = { t: 's', v: '15/03/2026 20:30', f: 'CONCAT("15/03/2026"," 20:30")' };
      s.D1 = { t: 'n', v: 3, f: '1+2' };
      s['!ref'] = 'A1:D2';
    });
    const result = await parseSpreadsheet('f.xlsx', bytes);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sheet.headers[3]).toBe('3');
    expect(result.sheet.rows[0].cells.slice(0, 3)).toEqual([
      'Real',
      '=HYPERLINK("http://evil")',
      '15/03/2026 20:30',
    ]);
  });

  it('refuses files over 5 MB without reading them', async () => {
    const load = vi.fn<() => Promise<XlsxModule>>();
    const big = new Uint8Array(MAX_IMPORT_BYTES + 1);
    expect(await parseSpreadsheet('big.xlsx', big, load)).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(await parseSpreadsheet('big.csv', big)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(load).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly 5 MB', async () => {
    const text = `${header.join(',')}\nReal,Atletico,15/03/2026 20:30\n`;
    const bytes = new Uint8Array(MAX_IMPORT_BYTES).fill(0x20);
    bytes.set(utf8(text));
    const result = await parseSpreadsheet('edge.csv', bytes);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['another type', 'partite.pdf', utf8('%PDF-1.4')],
    ['no extension', 'partite', utf8('a,b\n1,2')],
    ['an old .xls', 'partite.xls', utf8('a,b\n1,2')],
    ['text renamed .xlsx', 'partite.xlsx', utf8('home_team_name,away_team_name\nReal,Atletico')],
    ['a truncated zip', 'partite.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])],
    ['binary renamed .csv', 'partite.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 9])],
  ])('says a file cannot be read: %s', async (_case, name, bytes) => {
    expect(await parseSpreadsheet(name, bytes)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('says a corrupt .xlsx (a real one, cut in half) cannot be read', async () => {
    const whole = xlsxBytes([header, ['Real', 'Atletico', '15/03/2026 20:30']]);
    const result = await parseSpreadsheet('cut.xlsx', whole.slice(0, whole.length / 2));
    expect(result).toEqual({ ok: false, problem: 'unreadable' });
  });

  it.each([
    ['an empty CSV', 'e.csv', utf8('')],
    ['a CSV of blank lines', 'e.csv', utf8('\n ; \n\n')],
    ['a CSV with only a header', 'e.csv', utf8(header.join(';'))],
    ['an empty sheet', 'e.xlsx', xlsxBytes([])],
    ['a sheet with only a header', 'e.xlsx', xlsxBytes([header])],
  ])('says the file is empty: %s', async (_case, name, bytes) => {
    expect(await parseSpreadsheet(name, bytes)).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('readSpreadsheet', () => {
  it('reads a picked file', async () => {
    const file = new File([`${header.join(';')}\n\nReal;Atletico;15/03/2026 20:30`], 'p.csv');
    expect(await readSpreadsheet(file)).toEqual({
      ok: true,
      sheet: {
        headers: header,
        rows: [{ line: 3, cells: ['Real', 'Atletico', '15/03/2026 20:30'] }],
      },
    });
  });

  it('refuses a file over 5 MB by its size, before reading it', async () => {
    const file = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'big.xlsx');
    const read = vi.spyOn(FileReader.prototype, 'readAsArrayBuffer');
    try {
      expect(await readSpreadsheet(file)).toEqual({ ok: false, problem: 'tooLarge' });
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('says a file cannot be read when SheetJS fails to load, rather than throwing', async () => {
    const bytes = xlsxBytes([header, ['Real', 'Atletico', '15/03/2026 20:30']]);
    const file = new File([bytes], 'p.xlsx');
    const load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await readSpreadsheet(file, load)).toEqual({ ok: false, problem: 'unreadable' });
  });
});
