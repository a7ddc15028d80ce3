/**
 * Text as a person may type it, folded for comparison: case, accents, spaces and punctuation do
 * not count, letters and digits of any script do ('A.S. Città' and 'as citta' fold alike). One
 * fold for the imports' column headers (src/lib/spreadsheet/headers.ts) and the league's team
 * names (src/entities/team/team-name.ts).
 */
export function looseKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
