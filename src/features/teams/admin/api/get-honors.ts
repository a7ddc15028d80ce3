import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminHonorKeys, type HonorListFilters } from '@/features/teams/admin/api/honor-keys';
import { pageToRange } from '@/lib/pagination';
import { searchWithReference } from '@/lib/search-by-name';
import { supabase } from '@/lib/supabase';

/**
 * One page of honors, newest first, with the exact total; the search matches the achievement or
 * the team's name.
 */
export async function getHonors({ search, page }: HonorListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('honors')
    .select(
      'id, achievement, team:teams(id, name), competition:competitions(id, name), season:seasons(id, name)',
      { count: 'exact' },
    )
    .order('created_at', { ascending: false })
    .range(from, to);
  if (search) {
    query = query.or(await searchWithReference(['achievement'], search, ['team_id', 'teams']));
  }
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type HonorListRow = Awaited<ReturnType<typeof getHonors>>['rows'][number];

export const getHonorsQueryOptions = (filters: HonorListFilters) =>
  queryOptions({
    queryKey: adminHonorKeys.list(filters),
    queryFn: () => getHonors(filters),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useHonors(filters: HonorListFilters) {
  return useQuery(getHonorsQueryOptions(filters));
}
