import { queryOptions, useQuery } from '@tanstack/react-query';
import { fixtureKeys } from '@/features/matches/admin/api/fixture-keys';
import { supabase } from '@/lib/supabase';

export interface SquadPlayer {
  id: number;
  first_name: string;
  last_name: string;
  jersey_number: number | null;
  team_id: number | null;
}

/** The players of the two teams of a match, the candidates for its scorers. */
export async function getSquads(homeTeamId: number, awayTeamId: number): Promise<SquadPlayer[]> {
  const { data } = await supabase
    .from('players')
    .select('id, first_name, last_name, jersey_number, team_id')
    .in('team_id', [homeTeamId, awayTeamId])
    .order('last_name')
    .order('first_name')
    .throwOnError();
  return data;
}

export const squadsQuery = (homeTeamId: number, awayTeamId: number) =>
  queryOptions({
    queryKey: fixtureKeys.squads(homeTeamId, awayTeamId),
    queryFn: () => getSquads(homeTeamId, awayTeamId),
  });

export function useSquads(homeTeamId: number, awayTeamId: number) {
  return useQuery(squadsQuery(homeTeamId, awayTeamId));
}
