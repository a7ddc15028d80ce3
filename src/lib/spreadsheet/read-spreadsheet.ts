// The one reader of the imports' spreadsheets (fixtures, players): an .xlsx or a .csv file into a
// header row and data rows of trimmed text, each row with its line number in the spreadsheet, or
// the reason it gives none. Each import maps and checks the rows itself.

import type * as XLSXModule from 'xlsx';
import { parseCsv } from './parse-csv';

/** Files larger than this are refused before reading (5,000 rows of .xlsx take about 250 KB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/**
 * Why a file gives no rows: too large, not a readable .xlsx/.csv (spec: 'the file cannot be
 * read'), or nothing under the header row (spec: 'the file is empty or has no valid data').
 */
export type FileProblem = 'tooLarge' | 'unreadable' | 'empty';

export interface SheetRow {
  /** Row number as the spreadsheet shows it (1 = header row when the header is on top). */
  line: number;
  cells: string[];
}

export interface ParsedSheet {
  headers: string[];
  rows: SheetRow[];
}

export type ParseResult = { ok: true; sheet: ParsedSheet } | { ok: false; problem: FileProblem };

/** The SheetJS module, loaded on demand so that only the import page pays for it. */
export type XlsxModule = typeof XLSXModule;

const loadXlsxModule = (): Promise<XlsxModule> => import('xlsx');

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads a picked file. One too large is refused before it is read, so it never has to fit in
 * memory. Never throws: a file the browser fails to read (deleted meanwhile) or SheetJS failing
 * to load is 'unreadable' too.
 */
export async function readSpreadsheet(
  file: File,
  loadXlsx: () => Promise<XlsxModule> = loadXlsxModule,
): Promise<ParseResult> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, problem: 'tooLarge' };
  try {
    return await parseSpreadsheet(file.name, new Uint8Array(await readBytes(file)), loadXlsx);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

/** FileReader rather than `file.arrayBuffer()`, which older Safari and jsdom lack. */
function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads an .xlsx or .csv file's bytes into a header row and data rows of trimmed text. Pure:
 * bytes in, rows out, no DOM, so the same code runs in the browser, the tests and the benchmark.
 * Never throws for a bad file: every failure is a FileProblem.
 */
export async function parseSpreadsheet(
  fileName: string,
  bytes: Uint8Array,
  loadXlsx: () => Promise<XlsxModule> = loadXlsxModule,
): Promise<ParseResult> {
  if (bytes.byteLength > MAX_IMPORT_BYTES) return { ok: false, problem: 'tooLarge' };
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  let table: string[][] | null;
  if (extension === 'csv') table = readCsv(bytes);
  else if (extension === 'xlsx') table = await readXlsx(bytes, loadXlsx);
  else return { ok: false, problem: 'unreadable' };
  if (!table) return { ok: false, problem: 'unreadable' };
  return toSheet(table);
}

function readCsv(bytes: Uint8Array): string[][] | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves "CSV" in the ANSI code page: read it so accents survive.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // A binary file renamed .csv: text files have no NUL characters.
  if (text.includes('\u0000')) return null;
  return parseCsv(text.replace(/^\uFEFF/, ''));
}

async function readXlsx(
  bytes: Uint8Array,
  loadXlsx: () => Promise<XlsxModule>,
): Promise<string[][] | null> {
  // .xlsx is a ZIP archive. SheetJS would happily read other formats (or plain text) given the
  // wrong extension; anything else is refused before it reaches the parser.
  if (bytes.byteLength < 4 || ZIP_MAGIC.some((byte, i) => bytes[i] !== byte)) return null;
  const XLSX = await loadXlsx();
  try {
    const workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellNF: true,
      cellText: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
    const first = workbook.SheetNames[0];
    const sheet = first === undefined ? undefined : workbook.Sheets[first];
    if (!sheet) return null;
    const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
    // Only cached values are read, never formulas: a formula cell gives the text it showed.
    return (sheet['!data'] ?? []).map((row) =>
      (row ?? []).map((cell) => cellText(XLSX, cell, date1904)),
    );
  } catch {
    return null;
  }
}

type Cell = NonNullable<NonNullable<XLSXModule.WorkSheet['!data']>[number]>[number];

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(XLSX: XlsxModule, cell: Cell | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v).trim();
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'n': {
      const value = Number(cell.v);
      const format = typeof cell.z === 'string' ? cell.z : '';
      if (format && XLSX.SSF.is_date(format)) return serialToText(XLSX, value, format, date1904);
      return String(value);
    }
    default:
      // 'e' (an error such as #N/A) and 'z' (a stub) hold no usable value.
      return '';
  }
}

/**
 * A date cell as the import date format 'DD/MM/YYYY HH:mm' (spec §9). Excel stores the wall-clock
 * time the user typed, with no zone, which is what the league-zone reading of the import format
 * expects. A date-only cell gives 'DD/MM/YYYY' (the fixture import refuses it: a kick-off needs a
 * time).
 */
function serialToText(XLSX: XlsxModule, serial: number, format: string, date1904: boolean) {
  const minutes = Math.round(serial * 1440) / 1440;
  const parts = XLSX.SSF.parse_date_code(minutes, { date1904 });
  if (!parts) return String(serial);
  const date = `${pad(parts.d)}/${pad(parts.m)}/${parts.y}`;
  const hasTime = /[hs]/i.test(format.replace(/"[^"]*"/g, '')) || serial % 1 !== 0;
  return hasTime ? `${date} ${pad(parts.H)}:${pad(parts.M)}` : date;
}

function toSheet(table: string[][]): ParseResult {
  const cleaned = table.map((row) => row.map((cell) => cell.trim()));
  const headerIndex = cleaned.findIndex((row) => row.some((cell) => cell !== ''));
  if (headerIndex === -1) return { ok: false, problem: 'empty' };
  const headers = cleaned[headerIndex];
  const rows: SheetRow[] = [];
  for (let i = headerIndex + 1; i < cleaned.length; i += 1) {
    const cells = cleaned[i];
    if (cells.some((cell) => cell !== '')) rows.push({ line: i + 1, cells });
  }
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, sheet: { headers, rows } };
}
