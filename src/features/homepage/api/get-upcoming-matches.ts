import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME, homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { supabase } from '@/lib/supabase';

export interface UpcomingMatchesFilter {
  competitionId: number;
  seasonId: number;
  limit: number;
}

const TEAM = 'id, name, logo_url, colors';

/** The next scheduled matches (kick-off not passed yet) of a competition and season. */
export async function getUpcomingMatches({
  competitionId,
  seasonId,
  limit,
}: UpcomingMatchesFilter) {
  const { data } = await supabase
    .from('matches')
    .select(
      `id, match_date, home:teams!home_team_id(${TEAM}), away:teams!away_team_id(${TEAM}), venue:venues(name)`,
    )
    .eq('competition_id', competitionId)
    .eq('season_id', seasonId)
    .eq('status', 'scheduled')
    .gte('match_date', new Date().toISOString())
    .order('match_date')
    .order('id')
    .limit(limit)
    .throwOnError();
  return data;
}

export type UpcomingMatch = Awaited<ReturnType<typeof getUpcomingMatches>>[number];

export const getUpcomingMatchesQueryOptions = (filter: UpcomingMatchesFilter | null) =>
  queryOptions({
    queryKey: homepageKeys.widget('upcoming_matches', { ...filter }),
    queryFn: filter ? () => getUpcomingMatches(filter) : skipToken,
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function useUpcomingMatches(filter: UpcomingMatchesFilter | null) {
  return useQuery(getUpcomingMatchesQueryOptions(filter));
}
