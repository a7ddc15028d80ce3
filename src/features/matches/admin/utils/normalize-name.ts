/**
 * The form under which a file's column headers are compared with the known ones: accents and case
 * dropped, spaces collapsed, so 'Squadra  di Casa' is 'squadra di casa'. Names of teams, venues,
 * competitions and seasons follow the team-name rule instead (src/entities/team/team-name.ts).
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
