import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticKeys } from '@/entities/statistics/statistic-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

type Row = Database['public']['Functions']['player_goals_by_match']['Returns'][number];

/** One match of the player's season; a match may belong to no competition. */
export type PlayerMatchGoals = Omit<Row, 'competition_name'> & {
  competition_name: string | null;
};

/**
 * The player's matches of his latest season, oldest first, with his goals in each and the
 * running total (SQL function player_goals_by_match(); the matches player_stats() counts).
 */
export async function getPlayerGoalsByMatch(playerId: number): Promise<PlayerMatchGoals[]> {
  const { data } = await supabase
    .rpc('player_goals_by_match', { p_player_id: playerId })
    .throwOnError();
  return data as PlayerMatchGoals[];
}

export const getPlayerGoalsByMatchQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: statisticKeys.playerGoalsByMatch(playerId),
    queryFn: () => getPlayerGoalsByMatch(playerId),
    staleTime: 60_000,
  });

export function usePlayerGoalsByMatch(playerId: number) {
  return useQuery(getPlayerGoalsByMatchQueryOptions(playerId));
}
