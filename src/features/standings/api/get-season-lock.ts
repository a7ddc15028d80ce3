import { queryOptions, useQuery } from '@tanstack/react-query';
import { standingKeys, type StandingsFilters } from '@/features/standings/api/standing-keys';
import { supabase } from '@/lib/supabase';

/** True once the final stage has started: the regular-season table no longer changes. */
export async function getSeasonLock({
  competitionId,
  seasonId,
}: StandingsFilters): Promise<boolean> {
  const { data } = await supabase
    .rpc('is_regular_season_locked', { p_competition_id: competitionId, p_season_id: seasonId })
    .throwOnError();
  return data === true;
}

export const getSeasonLockQueryOptions = (filters: StandingsFilters) =>
  queryOptions({
    queryKey: standingKeys.lock(filters),
    queryFn: () => getSeasonLock(filters),
    staleTime: 60_000,
  });

export function useSeasonLock(filters: StandingsFilters) {
  return useQuery(getSeasonLockQueryOptions(filters));
}
