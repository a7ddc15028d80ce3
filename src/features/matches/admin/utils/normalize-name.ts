/**
 * The form under which names are compared: accents and case dropped, spaces collapsed, so
 * 'Città Nuova' in the file finds 'citta  nuova' in the database and vice versa.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
