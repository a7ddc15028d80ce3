/**
 * The fixture import reads its file with the imports' one reader (src/lib/spreadsheet). This name
 * of its pure entry point stays for the callers outside src/ (the import benchmark, the backend
 * test of the import), which read bytes rather than a picked File.
 */
export { parseSpreadsheet as parseFixtureFile } from '@/lib/spreadsheet/read-spreadsheet';
