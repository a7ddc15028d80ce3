import { looseKey } from '@/lib/loose-key';

/**
 * The form under which a spreadsheet's label (a column header, a word from a short list such as a
 * player's role) is compared with the known ones: case, accents, spaces and punctuation do not
 * count, letters and digits of any script do, so 'Squadra di casa', 'SQUADRA_DI_CASA' and
 * 'squadraDiCasa' are one header: the one loose fold, as for team names.
 */
export function labelKey(value: string): string {
  return looseKey(value);
}

/**
 * Guesses an import's column mapping from a file's header row: each column gets the first header
 * that is one of its aliases (compared under labelKey), columns in the order given, and each
 * header is used once. Each import keeps its own columns and aliases; null = not in the file.
 */
export function matchHeaders<Column extends string>(
  headers: readonly string[],
  columns: readonly Column[],
  aliases: Readonly<Record<Column, readonly string[]>>,
): Record<Column, number | null> {
  const keys = headers.map(labelKey);
  const used = new Set<number>();
  const mapping = {} as Record<Column, number | null>;
  for (const column of columns) {
    const known = new Set(aliases[column].map(labelKey));
    const index = keys.findIndex((key, i) => !used.has(i) && key !== '' && known.has(key));
    mapping[column] = index >= 0 ? index : null;
    if (index >= 0) used.add(index);
  }
  return mapping;
}
