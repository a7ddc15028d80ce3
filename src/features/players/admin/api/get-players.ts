import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPlayerKeys, type PlayerListFilters } from '@/features/players/admin/api/player-keys';
import { pageToRange } from '@/lib/pagination';
import { searchWithReference } from '@/lib/search-by-name';
import { supabase } from '@/lib/supabase';

/**
 * One page of players by last name, with the exact total. The search matches first name, last
 * name or team name (matching team ids are looked up first: PostgREST cannot OR an embedded
 * column).
 */
export async function getPlayers({ search, page }: PlayerListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('players')
    .select('id, first_name, last_name, role, jersey_number, team_id, team:teams(id, name)', {
      count: 'exact',
    })
    .order('last_name')
    .order('first_name')
    .range(from, to);
  if (search) {
    query = query.or(
      await searchWithReference(['first_name', 'last_name'], search, ['team_id', 'teams']),
    );
  }
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type PlayerListRow = Awaited<ReturnType<typeof getPlayers>>['rows'][number];

export const getPlayersQueryOptions = (filters: PlayerListFilters) =>
  queryOptions({
    queryKey: adminPlayerKeys.list(filters),
    queryFn: () => getPlayers(filters),
    placeholderData: keepPreviousData,
  });

export function usePlayers(filters: PlayerListFilters) {
  return useQuery(getPlayersQueryOptions(filters));
}
