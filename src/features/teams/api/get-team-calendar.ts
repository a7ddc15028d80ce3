import { queryOptions } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/team-keys';
import { supabase } from '@/lib/supabase';

/**
 * Every match of the team (all seasons, played or not; cancelled ones left out), soonest first,
 * with its venue: what the .ics download needs. The page's own match lists stop at five.
 */
export async function getTeamCalendar(teamId: number) {
  const { data } = await supabase
    .from('matches')
    .select(
      `id, match_date, home:teams!home_team_id(name), away:teams!away_team_id(name),
       venue:venues(name, address, city)`,
    )
    .or(`home_team_id.eq.${teamId},away_team_id.eq.${teamId}`)
    .neq('status', 'cancelled')
    .order('match_date')
    .throwOnError();
  return data;
}

export type TeamCalendarMatch = Awaited<ReturnType<typeof getTeamCalendar>>[number];

// Fetched on demand (the download button), so there is no hook: the button calls fetchQuery.
export const getTeamCalendarQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: teamKeys.calendar(teamId),
    queryFn: () => getTeamCalendar(teamId),
  });
