import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticKeys, type TopScorersFilters } from '@/entities/statistics/statistic-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

type TopScorerRow = Database['public']['Functions']['top_scorers']['Returns'][number];

/** A scorer; the generated types cannot tell that a player may have no photo or team. */
export type TopScorer = Omit<
  TopScorerRow,
  'photo_url' | 'team_id' | 'team_name' | 'team_logo_url'
> & {
  photo_url: string | null;
  team_id: number | null;
  team_name: string | null;
  team_logo_url: string | null;
};

/** Goals (own goals excluded) of the competition and season, players level on goals share a place. */
export async function getTopScorers({
  competitionId,
  seasonId,
}: TopScorersFilters): Promise<TopScorer[]> {
  const { data } = await supabase
    .rpc('top_scorers', { p_competition_id: competitionId, p_season_id: seasonId })
    .throwOnError();
  return data as TopScorer[];
}

export const getTopScorersQueryOptions = (filters: TopScorersFilters) =>
  queryOptions({
    queryKey: statisticKeys.topScorersList(filters),
    queryFn: () => getTopScorers(filters),
    staleTime: 60_000,
  });

export function useTopScorers(filters: TopScorersFilters) {
  return useQuery(getTopScorersQueryOptions(filters));
}
