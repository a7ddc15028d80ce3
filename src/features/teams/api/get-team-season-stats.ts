import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '@/entities/team/team-keys';
import { supabase } from '@/lib/supabase';

/**
 * Played, won, drawn, lost, goals for and against in the latest season (every competition,
 * playoffs included), from team_season_stats(). Null when no season exists yet.
 */
export async function getTeamSeasonStats(teamId: number) {
  const { data: seasons } = await supabase
    .from('seasons')
    .select('id, name')
    .order('start_date', { ascending: false })
    // Two seasons may start on the same day: the newer row first, as the database's own lists.
    .order('id', { ascending: false })
    .limit(1)
    .throwOnError();
  const season = seasons[0];
  if (!season) return null;
  const { data } = await supabase
    .rpc('team_season_stats', { p_team_id: teamId, p_season_id: season.id })
    .throwOnError();
  const stats = data[0];
  return stats ? { season: season.name, ...stats } : null;
}

export type TeamSeasonStats = NonNullable<Awaited<ReturnType<typeof getTeamSeasonStats>>>;

export const getTeamSeasonStatsQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: teamKeys.seasonStats(teamId),
    queryFn: () => getTeamSeasonStats(teamId),
  });

export function useTeamSeasonStats(teamId: number) {
  return useQuery(getTeamSeasonStatsQueryOptions(teamId));
}
