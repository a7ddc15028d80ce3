import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchKeys } from '@/entities/match/match-keys';
import { MATCH_SUMMARY_SELECT, type MatchSummary } from '@/features/matches/api/match-summary';
import { supabase } from '@/lib/supabase';

export interface HeadToHeadParams {
  matchId: number;
  homeTeamId: number;
  awayTeamId: number;
  before: string;
}

const LIMIT = 5;

/** The last completed meetings of the two teams before this match, any competition, newest first. */
export async function getHeadToHead({
  matchId,
  homeTeamId: a,
  awayTeamId: b,
  before,
}: HeadToHeadParams): Promise<MatchSummary[]> {
  const { data } = await supabase
    .from('matches')
    .select(MATCH_SUMMARY_SELECT)
    .or(
      `and(home_team_id.eq.${a},away_team_id.eq.${b}),and(home_team_id.eq.${b},away_team_id.eq.${a})`,
    )
    .eq('status', 'completed')
    .neq('id', matchId)
    .lt('match_date', before)
    .order('match_date', { ascending: false })
    .limit(LIMIT)
    .throwOnError();
  return data;
}

export const getHeadToHeadQueryOptions = (params: HeadToHeadParams) =>
  queryOptions({
    queryKey: matchKeys.headToHead(params.matchId),
    queryFn: () => getHeadToHead(params),
    staleTime: 5 * 60_000,
  });

export function useHeadToHead(params: HeadToHeadParams) {
  return useQuery(getHeadToHeadQueryOptions(params));
}
