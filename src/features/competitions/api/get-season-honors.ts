import { queryOptions, useQuery } from '@tanstack/react-query';
import { honorKeys } from '@/entities/honor/honor-keys';
import { supabase } from '@/lib/supabase';

/** The honors (title, cup, fair play…) of one season of one competition, with the team. */
export async function getSeasonHonors(competitionId: number, seasonId: number) {
  const { data } = await supabase
    .from('honors')
    .select('id, achievement, team:teams(id, name, logo_url, colors)')
    .eq('competition_id', competitionId)
    .eq('season_id', seasonId)
    .order('created_at')
    .throwOnError();
  return data;
}

export type SeasonHonor = Awaited<ReturnType<typeof getSeasonHonors>>[number];

export const getSeasonHonorsQueryOptions = (competitionId: number, seasonId: number) =>
  queryOptions({
    queryKey: honorKeys.list({ competitionId, seasonId }),
    queryFn: () => getSeasonHonors(competitionId, seasonId),
  });

export function useSeasonHonors(competitionId: number, seasonId: number) {
  return useQuery(getSeasonHonorsQueryOptions(competitionId, seasonId));
}
