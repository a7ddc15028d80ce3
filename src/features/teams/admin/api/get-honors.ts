import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminHonorKeys, type HonorListFilters } from '@/features/teams/admin/api/honor-keys';
import { pageToRange } from '@/lib/pagination';
import { ilikeAny, ilikePattern } from '@/lib/search';
import { supabase } from '@/lib/supabase';

/** One page of honors, newest first, with the exact total; the search matches the achievement or the team name (team ids looked up first: PostgREST cannot OR an embedded column). */
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
    const teams = await supabase
      .from('teams')
      .select('id')
      .ilike('name', ilikePattern(search))
      .throwOnError();
    const teamIds = teams.data.map((team) => team.id);
    const byTeam = teamIds.length ? [`team_id.in.(${teamIds.join(',')})`] : [];
    query = query.or([ilikeAny(['achievement'], search), ...byTeam].join(','));
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
