import { queryOptions, useQuery } from '@tanstack/react-query';
import { standingKeys, type StandingsFilters } from '@/entities/standings/standing-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

/** One team's place after one round; rows come in round order, then position. */
export type RoundStanding =
  Database['public']['Functions']['standings_by_round']['Returns'][number];

/**
 * Every team's position after each round with a completed match, ranked by the table's own
 * tiebreakers (SQL function standings_by_round()): the tables page's bump chart, one request.
 */
export async function getStandingsByRound({
  competitionId,
  seasonId,
}: StandingsFilters): Promise<RoundStanding[]> {
  const { data } = await supabase
    .rpc('standings_by_round', { p_competition_id: competitionId, p_season_id: seasonId })
    .throwOnError();
  return data;
}

export const getStandingsByRoundQueryOptions = (filters: StandingsFilters) =>
  queryOptions({
    queryKey: standingKeys.byRound(filters),
    queryFn: () => getStandingsByRound(filters),
    staleTime: 60_000,
  });

export function useStandingsByRound(filters: StandingsFilters) {
  return useQuery(getStandingsByRoundQueryOptions(filters));
}
