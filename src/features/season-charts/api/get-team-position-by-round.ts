import { queryOptions, useQuery } from '@tanstack/react-query';
import { standingKeys } from '@/entities/standings/standing-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

/** The team's place after one round, out of `teams`, with its competition and season. */
export type TeamRoundPosition =
  Database['public']['Functions']['team_position_by_round']['Returns'][number];

/**
 * A team's league position after each round of its latest season's main competition
 * (SQL function team_position_by_round(), which reads standings_by_round()). Empty when the
 * team has not played a completed match yet.
 */
export async function getTeamPositionByRound(teamId: number): Promise<TeamRoundPosition[]> {
  const { data } = await supabase
    .rpc('team_position_by_round', { p_team_id: teamId })
    .throwOnError();
  return data;
}

export const getTeamPositionByRoundQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: standingKeys.teamByRound(teamId),
    queryFn: () => getTeamPositionByRound(teamId),
    staleTime: 60_000,
  });

export function useTeamPositionByRound(teamId: number) {
  return useQuery(getTeamPositionByRoundQueryOptions(teamId));
}
