import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminCompetitionKeys,
  type CompetitionListFilters,
} from '@/features/competitions/admin/api/competition-keys';
import { pageToRange } from '@/lib/pagination';
import { ilikeAny } from '@/lib/search';
import { supabase } from '@/lib/supabase';

/** One page of competitions by level (the main one first) with the exact total; the search matches name or slug. */
export async function getCompetitions({ search, page }: CompetitionListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('competitions')
    .select('id, name, slug, level', { count: 'exact' })
    .order('level')
    .order('name')
    .range(from, to);
  if (search) query = query.or(ilikeAny(['name', 'slug'], search));
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type CompetitionListRow = Awaited<ReturnType<typeof getCompetitions>>['rows'][number];

export const getCompetitionsQueryOptions = (filters: CompetitionListFilters) =>
  queryOptions({
    queryKey: adminCompetitionKeys.list(filters),
    queryFn: () => getCompetitions(filters),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCompetitions(filters: CompetitionListFilters) {
  return useQuery(getCompetitionsQueryOptions(filters));
}
