import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  tournamentModeKeys,
  type TournamentModeListFilters,
} from '@/entities/tournament-mode/tournament-mode-keys';
import { pageToRange } from '@/lib/pagination';
import { ilikeAny } from '@/lib/search';
import { supabase } from '@/lib/supabase';

/** One page of tournament modes by name with the exact total; the search matches the name. */
export async function getTournamentModes({ search, page }: TournamentModeListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('tournament_modes')
    .select('id, name, points_win, points_draw, points_loss, playoff_teams, legs', {
      count: 'exact',
    })
    .order('name')
    .range(from, to);
  if (search) query = query.or(ilikeAny(['name'], search));
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type TournamentModeListRow = Awaited<ReturnType<typeof getTournamentModes>>['rows'][number];

export const getTournamentModesQueryOptions = (filters: TournamentModeListFilters) =>
  queryOptions({
    queryKey: tournamentModeKeys.list(filters),
    queryFn: () => getTournamentModes(filters),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTournamentModes(filters: TournamentModeListFilters) {
  return useQuery(getTournamentModesQueryOptions(filters));
}
