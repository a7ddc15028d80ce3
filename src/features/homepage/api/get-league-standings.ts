import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME, homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { supabase } from '@/lib/supabase';

export interface StandingsFilter {
  competitionId: number;
  seasonId: number;
}

/** The regular-season table, computed by the standings() function in one request. */
export async function getLeagueStandings({ competitionId, seasonId }: StandingsFilter) {
  const { data } = await supabase
    .rpc('standings', { p_competition_id: competitionId, p_season_id: seasonId })
    .throwOnError();
  return data;
}

export type StandingRow = Awaited<ReturnType<typeof getLeagueStandings>>[number];

export const getLeagueStandingsQueryOptions = (filter: StandingsFilter | null) =>
  queryOptions({
    queryKey: homepageKeys.widget('league_table', { ...filter }),
    queryFn: filter ? () => getLeagueStandings(filter) : skipToken,
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function useLeagueStandings(filter: StandingsFilter | null) {
  return useQuery(getLeagueStandingsQueryOptions(filter));
}
