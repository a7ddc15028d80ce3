import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalKeys } from '@/entities/goal/goal-keys';
import { supabase } from '@/lib/supabase';

/** Every goal of the player (own goals excluded), newest first. */
export async function getPlayerGoals(id: number) {
  const { data } = await supabase.rpc('player_goal_history', { p_player_id: id }).throwOnError();
  return data;
}

export type PlayerGoal = Awaited<ReturnType<typeof getPlayerGoals>>[number];

export const getPlayerGoalsQueryOptions = (id: number) =>
  queryOptions({ queryKey: goalKeys.byPlayer(id), queryFn: () => getPlayerGoals(id) });

export function usePlayerGoals(id: number) {
  return useQuery(getPlayerGoalsQueryOptions(id));
}
