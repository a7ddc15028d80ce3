import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchKeys } from '@/entities/match/match-keys';
import {
  anyLive,
  LIVE_REFETCH_MS,
  MATCH_SUMMARY_SELECT,
  type MatchSummary,
} from '@/features/matches/api/match-summary';
import { supabase } from '@/lib/supabase';

/** The listed matches (e.g. a playoff bracket's match_ids), in kick-off order. */
export async function getMatchesByIds(ids: readonly number[]): Promise<MatchSummary[]> {
  if (ids.length === 0) return [];
  const { data } = await supabase
    .from('matches')
    .select(MATCH_SUMMARY_SELECT)
    .in('id', ids)
    .order('match_date', { ascending: true })
    .order('id')
    .throwOnError();
  return data;
}

export const getMatchesByIdsQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: matchKeys.byIds(ids),
    queryFn: () => getMatchesByIds(ids),
    refetchInterval: (query) => (anyLive(query.state.data) ? LIVE_REFETCH_MS : false),
    refetchIntervalInBackground: false,
  });

export function useMatchesByIds(ids: readonly number[]) {
  return useQuery(getMatchesByIdsQueryOptions(ids));
}
