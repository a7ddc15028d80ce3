import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import {
  buildWorkbook,
  escapeCell,
  EXPORT_HEADER,
  fixturesToRows,
  type ExportFixture,
} from '@/features/matches/admin/utils/export-fixtures';

const fixture: ExportFixture = {
  match_date: '2026-03-15T19:30:00Z',
  status: 'completed',
  home_score: 2,
  away_score: 1,
  home_team: { name: '=HYPERLINK("http://evil","Real")' },
  away_team: { name: 'Città Nuova' },
  referee_team: { name: '+39 Team' },
  competition: { name: 'Serie A' },
  season: { name: '-2026' },
  venue: { name: '@campo' },
};

describe('escapeCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with a quote', (value) => {
    expect(escapeCell(value)).toBe(`'${value}`);
  });

  it('leaves other text alone', () => {
    expect(escapeCell('Real Oratorio')).toBe('Real Oratorio');
    expect(escapeCell('a=b')).toBe('a=b');
    expect(escapeCell('')).toBe('');
  });
});

describe('fixturesToRows', () => {
  it('writes the import columns plus status, dates in Rome time, names escaped', () => {
    const rows = fixturesToRows([
      fixture,
      { ...fixture, home_score: null, away_score: null, venue: null },
    ]);
    expect(rows[0]).toEqual([...EXPORT_HEADER]);
    expect(rows[1]).toEqual([
      `'=HYPERLINK("http://evil","Real")`,
      'Città Nuova',
      '15/03/2026 20:30',
      "'+39 Team",
      'Serie A',
      "'-2026",
      2,
      1,
      "'@campo",
      'completed',
    ]);
    expect(rows[2].slice(6, 9)).toEqual(['', '', '']);
  });

  it('gives a workbook whose cells hold text and numbers, never formulas', () => {
    const book = buildWorkbook(XLSX, fixturesToRows([fixture]));
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const sheet = XLSX.read(bytes, { type: 'array' }).Sheets.Fixtures;
    expect(sheet.A2).toMatchObject({ t: 's', v: `'=HYPERLINK("http://evil","Real")` });
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.G2).toMatchObject({ t: 'n', v: 2 });
    const formulas = Object.values(sheet).filter((cell) => typeof cell === 'object' && 'f' in cell);
    expect(formulas).toEqual([]);
  });
});
