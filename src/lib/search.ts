/**
 * A PostgREST `or` filter matching `search` case-insensitively anywhere in any of `columns`, e.g.
 * `name.ilike."*oratorio*",parish.ilike."*oratorio*"`. The value is double-quoted so commas and
 * parentheses typed by the user cannot break the filter, and LIKE wildcards they type are taken
 * literally.
 */
export function ilikeAny(columns: readonly string[], search: string): string {
  const literal = search
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '')
    .replace(/"/g, '\\"');
  return columns.map((column) => `${column}.ilike."*${literal}*"`).join(',');
}

/** A LIKE pattern matching `search` anywhere, for `.ilike(column, …)`; wildcards taken literally. */
export function ilikePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
