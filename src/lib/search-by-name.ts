import { ilikeAny, ilikePattern } from '@/lib/search';
import { supabase } from '@/lib/supabase';

/** Tables whose rows an admin list finds other rows through, by name (a team, a venue). */
export type NamedTable = 'teams' | 'venues';

/**
 * The `or` filter of an admin list's search: `search` anywhere in one of `columns`, or in the
 * name of the row that a reference points at (`['team_id', 'teams']`: the rows of a team called
 * so). PostgREST cannot OR a column with an embedded one, so the matching ids are looked up first,
 * in one request.
 */
export async function searchWithReference(
  columns: readonly string[],
  search: string,
  [column, table]: readonly [column: string, table: NamedTable],
): Promise<string> {
  const { data } = await supabase
    .from(table)
    .select('id')
    .ilike('name', ilikePattern(search))
    .throwOnError();
  const ids = data.map((row) => row.id);
  const byReference = ids.length ? [`${column}.in.(${ids.join(',')})`] : [];
  return [ilikeAny(columns, search), ...byReference].join(',');
}
