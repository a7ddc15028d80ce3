import { queryOptions } from '@tanstack/react-query';
import { teamKeys } from '@/entities/team/team-keys';
import { supabase } from '@/lib/supabase';

/**
 * The team's fixtures of its latest season (the newest season it has a match in, every
 * competition), soonest first: the printed fixture list. The page itself shows five of each kind.
 */
export async function getTeamFixtures(teamId: number) {
  const { data } = await supabase
    .from('matches')
    .select(
      `id, match_date, status, home_score, away_score,
       season:seasons(id, name, start_date), competition:competitions(name),
       home:teams!home_team_id(name), away:teams!away_team_id(name), venue:venues(name, city)`,
    )
    .or(`home_team_id.eq.${teamId},away_team_id.eq.${teamId}`)
    .order('match_date')
    .order('id')
    .throwOnError();
  const latest = data.reduce<(typeof data)[number]['season']>(
    (newest, match) =>
      match.season && (!newest || match.season.start_date > newest.start_date)
        ? match.season
        : newest,
    null,
  );
  return {
    season: latest,
    matches: data.filter((match) => match.season?.id === latest?.id),
  };
}

export type TeamFixtures = Awaited<ReturnType<typeof getTeamFixtures>>;

// Fetched when the print button is pressed, so there is no hook: the button calls fetchQuery.
export const getTeamFixturesQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: teamKeys.fixtures(teamId),
    queryFn: () => getTeamFixtures(teamId),
  });
