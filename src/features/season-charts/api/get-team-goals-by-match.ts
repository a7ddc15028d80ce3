import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticKeys } from '@/entities/statistics/statistic-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

type Row = Database['public']['Functions']['team_goals_by_match']['Returns'][number];

/** A completed match of the team; the generated types cannot tell that a playoff has no round. */
export type TeamMatchGoals = Omit<Row, 'round'> & { round: number | null };

/**
 * The team's completed matches of the competition-season its position chart shows, playoffs
 * included, oldest first, with goals for and against (SQL function team_goals_by_match()).
 */
export async function getTeamGoalsByMatch(teamId: number): Promise<TeamMatchGoals[]> {
  const { data } = await supabase.rpc('team_goals_by_match', { p_team_id: teamId }).throwOnError();
  return data as TeamMatchGoals[];
}

export const getTeamGoalsByMatchQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: statisticKeys.teamGoalsByMatch(teamId),
    queryFn: () => getTeamGoalsByMatch(teamId),
    staleTime: 60_000,
  });

export function useTeamGoalsByMatch(teamId: number) {
  return useQuery(getTeamGoalsByMatchQueryOptions(teamId));
}
