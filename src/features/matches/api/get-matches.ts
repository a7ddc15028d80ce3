import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchKeys, type MatchFilters } from '@/entities/match/match-keys';
import {
  anyLive,
  LIVE_REFETCH_MS,
  MATCH_SUMMARY_SELECT,
  type MatchSummary,
} from '@/features/matches/api/match-summary';
import { supabase } from '@/lib/supabase';

/**
 * Fixtures of one competition and season. Upcoming: everything not completed (live, scheduled,
 * postponed or cancelled, each with its status), soonest first. Completed: newest first.
 */
export async function getMatches({
  competitionId,
  seasonId,
  tab,
  teamId,
}: MatchFilters): Promise<MatchSummary[]> {
  let query = supabase
    .from('matches')
    .select(MATCH_SUMMARY_SELECT)
    .eq('competition_id', competitionId)
    .eq('season_id', seasonId);
  query =
    tab === 'completed'
      ? query.eq('status', 'completed').order('match_date', { ascending: false })
      : query.neq('status', 'completed').order('match_date', { ascending: true });
  if (teamId !== null) query = query.or(`home_team_id.eq.${teamId},away_team_id.eq.${teamId}`);
  const { data } = await query.order('id').throwOnError();
  return data;
}

export const getMatchesQueryOptions = (filters: MatchFilters) =>
  queryOptions({
    queryKey: matchKeys.list(filters),
    queryFn: () => getMatches(filters),
    refetchInterval: (query) => (anyLive(query.state.data) ? LIVE_REFETCH_MS : false),
    refetchIntervalInBackground: false,
  });

export function useMatches(filters: MatchFilters) {
  return useQuery(getMatchesQueryOptions(filters));
}
