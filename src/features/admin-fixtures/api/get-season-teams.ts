import { queryOptions, useQuery } from '@tanstack/react-query';
import { fixtureKeys } from '@/features/admin-fixtures/api/fixture-keys';
import { supabase } from '@/lib/supabase';

/** Ids of the teams registered for a competition-season (competition_season_teams). */
export async function getSeasonTeams(competitionId: number, seasonId: number): Promise<number[]> {
  const { data } = await supabase
    .from('competition_season_teams')
    .select('team_id')
    .eq('competition_id', competitionId)
    .eq('season_id', seasonId)
    .throwOnError();
  return data.map((row) => row.team_id);
}

export function useSeasonTeams(competitionId: number | null, seasonId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: fixtureKeys.seasonTeams(competitionId ?? 0, seasonId ?? 0),
      queryFn: () => getSeasonTeams(competitionId ?? 0, seasonId ?? 0),
    }),
    enabled: competitionId !== null && seasonId !== null,
  });
}
