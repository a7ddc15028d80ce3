import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchKeys } from '@/entities/match/match-keys';
import { sortSeasonTeams } from '@/features/matches/utils/sort-season-teams';
import { supabase } from '@/lib/supabase';

export interface SeasonTeam {
  id: number;
  name: string;
}

/** The teams registered in a competition-season, by name: the choices of the team filter. */
export async function getSeasonTeams(
  competitionId: number,
  seasonId: number,
): Promise<SeasonTeam[]> {
  const { data } = await supabase
    .from('competition_season_teams')
    .select('team:teams(id, name)')
    .eq('competition_id', competitionId)
    .eq('season_id', seasonId)
    .throwOnError();
  return sortSeasonTeams(data.map((row) => row.team));
}

export const getSeasonTeamsQueryOptions = (competitionId: number, seasonId: number) =>
  queryOptions({
    queryKey: matchKeys.seasonTeams(competitionId, seasonId),
    queryFn: () => getSeasonTeams(competitionId, seasonId),
    staleTime: 5 * 60_000,
  });

export function useSeasonTeams(
  competitionId: number,
  seasonId: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getSeasonTeamsQueryOptions(competitionId, seasonId), enabled });
}
