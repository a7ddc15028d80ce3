import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminSeasonKeys,
  type SeasonListFilters,
} from '@/features/competitions/admin/api/season-keys';
import { pageToRange } from '@/lib/pagination';
import { ilikeAny } from '@/lib/search';
import { supabase } from '@/lib/supabase';

/** One page of seasons, newest first, with the exact total; the search matches the name. */
export async function getSeasons({ search, page }: SeasonListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('seasons')
    .select('id, name, start_date, end_date', { count: 'exact' })
    .order('start_date', { ascending: false })
    // Two seasons may start on the same day: the newer row first, as the database's own lists.
    .order('id', { ascending: false })
    .range(from, to);
  if (search) query = query.or(ilikeAny(['name'], search));
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type SeasonListRow = Awaited<ReturnType<typeof getSeasons>>['rows'][number];

export const getSeasonsQueryOptions = (filters: SeasonListFilters) =>
  queryOptions({
    queryKey: adminSeasonKeys.list(filters),
    queryFn: () => getSeasons(filters),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSeasons(filters: SeasonListFilters) {
  return useQuery(getSeasonsQueryOptions(filters));
}
