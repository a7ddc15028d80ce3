import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchKeys } from '@/entities/match/match-keys';
import {
  anyLive,
  LIVE_REFETCH_MS,
  type MatchSummary,
  type MatchTeam,
} from '@/features/matches/api/match-summary';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

type VenueRow = Database['public']['Tables']['venues']['Row'];

export interface MatchGoal {
  id: number;
  minute: number | null;
  own_goal: boolean;
  /** The team whose score the goal adds to (for an own goal, the opponents of the scorer). */
  team_id: number;
  player: { id: number; first_name: string; last_name: string } | null;
}

export interface MatchDetail extends Omit<MatchSummary, 'venue'> {
  competition: { id: number; name: string; slug: string } | null;
  season: { id: number; name: string } | null;
  referee_team: Pick<MatchTeam, 'id' | 'name'> | null;
  venue: Pick<
    VenueRow,
    'id' | 'name' | 'structure' | 'address' | 'city' | 'latitude' | 'longitude'
  > | null;
  goals: MatchGoal[];
}

/** One match with everything its page shows, in one request; null when there is no such match. */
export async function getMatch(id: number): Promise<MatchDetail | null> {
  const { data } = await supabase
    .from('matches')
    .select(
      `id, match_date, status, home_score, away_score, competition_id, season_id,
      home_team:teams!home_team_id(id, name, logo_url, colors),
      away_team:teams!away_team_id(id, name, logo_url, colors),
      referee_team:teams!referee_team_id(id, name),
      competition:competitions(id, name, slug),
      season:seasons(id, name),
      venue:venues(id, name, structure, address, city, latitude, longitude),
      goals(id, minute, own_goal, team_id, player:players(id, first_name, last_name))`,
    )
    .eq('id', id)
    .order('minute', { referencedTable: 'goals', nullsFirst: false })
    .order('id', { referencedTable: 'goals' })
    .maybeSingle()
    .throwOnError();
  return data;
}

export const getMatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: () => getMatch(id),
    refetchInterval: (query) =>
      anyLive(query.state.data ? [query.state.data] : []) ? LIVE_REFETCH_MS : false,
    refetchIntervalInBackground: false,
  });

export function useMatch(id: number) {
  return useQuery(getMatchQueryOptions(id));
}
