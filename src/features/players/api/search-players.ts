import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '@/entities/player/player-keys';
import { PAGE_SIZE, termsFilter, type PlayerFilter } from '@/features/players/utils/search';
import { supabase } from '@/lib/supabase';

/** One page of players matching the search, filtered and counted by the server. */
export async function searchPlayers({ terms, page }: PlayerFilter) {
  const from = (page - 1) * PAGE_SIZE;
  let query = supabase
    .from('players')
    .select(
      'id, first_name, last_name, photo_url, role, jersey_number, team:teams(id, name, logo_url, colors)',
      { count: 'exact' },
    );
  const filter = termsFilter(terms);
  if (filter) query = query.or(filter);
  const { data, count } = await query
    .order('last_name')
    .order('first_name')
    .order('id')
    .range(from, from + PAGE_SIZE - 1)
    .throwOnError();
  return { players: data, total: count ?? data.length };
}

export type PlayerListItem = Awaited<ReturnType<typeof searchPlayers>>['players'][number];

export const searchPlayersQueryOptions = (filter: PlayerFilter) =>
  queryOptions({
    queryKey: playerKeys.list(filter),
    queryFn: () => searchPlayers(filter),
    // The previous results stay on screen while the next search runs: no flash of skeletons.
    placeholderData: keepPreviousData,
  });

export function useSearchPlayers(filter: PlayerFilter | null) {
  return useQuery({
    ...searchPlayersQueryOptions(filter ?? { terms: [], page: 1 }),
    enabled: filter !== null,
  });
}
