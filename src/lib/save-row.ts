import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

type Tables = Database['public']['Tables'];

/** The tables whose primary key is a numeric `id`. */
type TableWithId = {
  [K in keyof Tables]: Tables[K]['Row'] extends { id: number } ? K : never;
}[keyof Tables];

/** The part of supabase-js's query builder that saveRow uses, for a table with a numeric id. */
interface IdTableBuilder<Fields> {
  insert(fields: Fields): {
    select(columns: 'id'): {
      single(): { throwOnError(): PromiseLike<{ data: { id: number } }> };
    };
  };
  update(fields: Fields): {
    eq(
      column: 'id',
      value: number,
    ): { select(columns: 'id'): { throwOnError(): PromiseLike<{ data: { id: number }[] }> } };
  };
}

/**
 * Creates the row (no `id`) or updates row `id` of `table`; resolves to its id. An update that
 * changed nothing (the row is gone, or row-level security hid it) fails like `assertChanged`.
 */
export async function saveRow<T extends TableWithId>(
  table: T,
  id: number | undefined,
  fields: Tables[T]['Insert'],
): Promise<number> {
  // supabase-js types a builder from a literal table name; over a name that is still a type
  // parameter it falls back to the union of every table and rejects any row. Callers are
  // checked against Tables[T]['Insert'] above and every TableWithId has a numeric id, so this
  // view of the builder is what PostgREST does for each of them.
  const rows = supabase.from(table) as unknown as IdTableBuilder<Tables[T]['Insert']>;
  if (id === undefined) {
    const { data } = await rows.insert(fields).select('id').single().throwOnError();
    return data.id;
  }
  const { data } = await rows.update(fields).eq('id', id).select('id').throwOnError();
  return assertChanged(data)[0]!.id;
}
