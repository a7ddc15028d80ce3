import type * as XLSXModule from 'xlsx';
import { IMPORT_COLUMNS } from '@/features/matches/admin/utils/import-columns';
import { formatLeagueDateTime } from '@/lib/league-clock';

/** What a spreadsheet program would run as a formula or command when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that cannot run as a formula: a leading ' makes spreadsheets show the rest as typed.
 * Names come from users (team names, venues), so an export must never carry "=HYPERLINK(…)".
 */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export interface ExportFixture {
  match_date: string;
  status: string;
  home_score: number | null;
  away_score: number | null;
  home_team: { name: string } | null;
  away_team: { name: string } | null;
  referee_team: { name: string } | null;
  competition: { name: string } | null;
  season: { name: string } | null;
  venue: { name: string } | null;
}

/**
 * The header is the import columns plus status, so an exported file can be edited and imported
 * again; dates use the import format in the league zone.
 */
export const EXPORT_HEADER = [...IMPORT_COLUMNS, 'status'] as const;

export function fixturesToRows(fixtures: readonly ExportFixture[]): (string | number)[][] {
  const text = (value: string | null | undefined) => escapeCell(value ?? '');
  return [
    [...EXPORT_HEADER],
    ...fixtures.map((f) => [
      text(f.home_team?.name),
      text(f.away_team?.name),
      formatLeagueDateTime(f.match_date),
      text(f.referee_team?.name),
      text(f.competition?.name),
      text(f.season?.name),
      f.home_score ?? '',
      f.away_score ?? '',
      text(f.venue?.name),
      f.status,
    ]),
  ];
}

/** A one-sheet workbook of the rows; every text cell is written as text, never as a formula. */
export function buildWorkbook(
  XLSX: typeof XLSXModule,
  rows: (string | number)[][],
): XLSXModule.WorkBook {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = EXPORT_HEADER.map((_, i) => ({ wch: i === 2 ? 17 : 20 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Fixtures');
  return book;
}
