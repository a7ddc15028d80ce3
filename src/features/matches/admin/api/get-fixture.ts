import { queryOptions, useQuery } from '@tanstack/react-query';
import { fixtureKeys } from '@/features/matches/admin/api/fixture-keys';
import { supabase } from '@/lib/supabase';

/** One match with its teams, reference data and goals (scorer names included). */
export async function getFixture(id: number) {
  const { data } = await supabase
    .from('matches')
    .select(
      `id, match_date, status, home_score, away_score, round, home_team_id, away_team_id,
       referee_team_id, venue_id, competition_id, season_id,
       home_team:teams!home_team_id(id, name), away_team:teams!away_team_id(id, name),
       referee_team:teams!referee_team_id(id, name), venue:venues(id, name),
       competition:competitions(id, name), season:seasons(id, name),
       goals(id, team_id, player_id, minute, own_goal, player:players(id, first_name, last_name))`,
    )
    .eq('id', id)
    .order('minute', { referencedTable: 'goals', nullsFirst: false })
    .maybeSingle()
    .throwOnError();
  return data;
}

export type Fixture = NonNullable<Awaited<ReturnType<typeof getFixture>>>;

export const fixtureQuery = (id: number) =>
  queryOptions({ queryKey: fixtureKeys.detail(id), queryFn: () => getFixture(id) });

export function useFixture(id: number) {
  return useQuery(fixtureQuery(id));
}
