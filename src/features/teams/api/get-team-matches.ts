import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys, type TeamMatchesKind } from '@/entities/team/team-keys';
import { supabase } from '@/lib/supabase';

const TEAM = 'id, name, logo_url, colors';
const LIMIT = 5;

/** The team's latest completed matches (newest first) or its next scheduled ones (soonest first). */
export async function getTeamMatches(teamId: number, kind: TeamMatchesKind) {
  const query = supabase
    .from('matches')
    .select(
      `id, match_date, status, home_score, away_score, competition:competitions(name),
       home:teams!home_team_id(${TEAM}), away:teams!away_team_id(${TEAM})`,
    )
    .or(`home_team_id.eq.${teamId},away_team_id.eq.${teamId}`);
  const { data } = await (
    kind === 'recent'
      ? query.eq('status', 'completed').order('match_date', { ascending: false })
      : query
          .eq('status', 'scheduled')
          .gte('match_date', new Date().toISOString())
          .order('match_date')
  )
    .limit(LIMIT)
    .throwOnError();
  return data;
}

export type TeamMatch = Awaited<ReturnType<typeof getTeamMatches>>[number];

export const getTeamMatchesQueryOptions = (teamId: number, kind: TeamMatchesKind) =>
  queryOptions({
    queryKey: teamKeys.matches(teamId, kind),
    queryFn: () => getTeamMatches(teamId, kind),
  });

export function useTeamMatches(teamId: number, kind: TeamMatchesKind) {
  return useQuery(getTeamMatchesQueryOptions(teamId, kind));
}
