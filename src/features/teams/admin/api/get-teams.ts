import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminTeamKeys, type TeamListFilters } from '@/features/teams/admin/api/team-keys';
import { pageToRange } from '@/lib/pagination';
import { searchWithReference } from '@/lib/search-by-name';
import { supabase } from '@/lib/supabase';

const LIST_COLUMNS = 'id, name, parish, colors, logo_url, venue:venues(id, name)';

/**
 * One page of teams by name, with the exact number of matches for the pagination. The search
 * matches name, parish or home venue name; PostgREST cannot OR a column with an embedded one, so
 * the matching venue ids are looked up first (only when searching).
 */
export async function getTeams({ search, page }: TeamListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('teams')
    .select(LIST_COLUMNS, { count: 'exact' })
    .order('name')
    .range(from, to);
  if (search) {
    query = query.or(await searchWithReference(['name', 'parish'], search, ['venue_id', 'venues']));
  }
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type TeamListRow = Awaited<ReturnType<typeof getTeams>>['rows'][number];

export const getTeamsQueryOptions = (filters: TeamListFilters) =>
  queryOptions({
    queryKey: adminTeamKeys.list(filters),
    queryFn: () => getTeams(filters),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTeams(filters: TeamListFilters) {
  return useQuery(getTeamsQueryOptions(filters));
}
