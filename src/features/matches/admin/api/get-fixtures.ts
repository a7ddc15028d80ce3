import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchStatus } from '@/entities/match/match-rules';
import { fixtureKeys, type FixtureFilters } from '@/features/matches/admin/api/fixture-keys';
import { pageToRange } from '@/lib/pagination';
import { ilikePattern } from '@/lib/search';
import { supabase } from '@/lib/supabase';

export const FIXTURE_LIST_SELECT = `id, match_date, status, home_score, away_score, round,
  home_team:teams!home_team_id(id, name), away_team:teams!away_team_id(id, name),
  referee_team:teams!referee_team_id(id, name), venue:venues(id, name),
  competition:competitions(id, name), season:seasons(id, name)`;

/**
 * The matches query with every filter applied, built fresh per call. The search matches team and
 * venue names: their ids are looked up first (two tiny queries), so the filter on the 5,000-row
 * matches table is a plain indexed `in`, not a join per row.
 * Null means nothing can match the search.
 */
export async function filteredFixturesQuery(
  filters: FixtureFilters,
  select: string,
  count = false,
) {
  let orFilter: string | null = null;
  if (filters.search) {
    const pattern = ilikePattern(filters.search);
    const [teams, venues] = await Promise.all([
      supabase.from('teams').select('id').ilike('name', pattern).throwOnError(),
      supabase.from('venues').select('id').ilike('name', pattern).throwOnError(),
    ]);
    const teamIds = teams.data.map((t) => t.id).join(',');
    const venueIds = venues.data.map((v) => v.id).join(',');
    const parts = [
      ...(teamIds ? [`home_team_id.in.(${teamIds})`, `away_team_id.in.(${teamIds})`] : []),
      ...(venueIds ? [`venue_id.in.(${venueIds})`] : []),
    ];
    if (parts.length === 0) return null;
    orFilter = parts.join(',');
  }
  return () => {
    let query = supabase.from('matches').select(select, count ? { count: 'exact' } : undefined);
    if (orFilter) query = query.or(orFilter);
    if (filters.teamId !== null)
      query = query.or(`home_team_id.eq.${filters.teamId},away_team_id.eq.${filters.teamId}`);
    if (filters.competitionId !== null) query = query.eq('competition_id', filters.competitionId);
    if (filters.seasonId !== null) query = query.eq('season_id', filters.seasonId);
    if (filters.status !== null) query = query.eq('status', filters.status);
    return query.order('match_date', { ascending: false }).order('id', { ascending: false });
  };
}

export interface FixtureListPage {
  rows: FixtureListRow[];
  total: number;
}

export interface FixtureListRow {
  id: number;
  match_date: string;
  status: MatchStatus;
  home_score: number | null;
  away_score: number | null;
  round: number | null;
  home_team: { id: number; name: string } | null;
  away_team: { id: number; name: string } | null;
  referee_team: { id: number; name: string } | null;
  venue: { id: number; name: string } | null;
  competition: { id: number; name: string } | null;
  season: { id: number; name: string } | null;
}

/** One page of the admin fixture list and the exact number of matching rows. */
export async function getFixtures(filters: FixtureFilters, page: number): Promise<FixtureListPage> {
  const build = await filteredFixturesQuery(filters, FIXTURE_LIST_SELECT, true);
  if (!build) return { rows: [], total: 0 };
  const { from, to } = pageToRange(page);
  const { data, count } = await build()
    .range(from, to)
    .throwOnError()
    .overrideTypes<FixtureListRow[], { merge: false }>();
  return { rows: data, total: count ?? 0 };
}

export const fixturesQuery = (filters: FixtureFilters, page: number) =>
  queryOptions({
    queryKey: fixtureKeys.list(filters, page),
    queryFn: () => getFixtures(filters, page),
    // The old page stays on screen while the next loads: no flash of skeletons when paging.
    placeholderData: keepPreviousData,
  });

export function useFixtures(filters: FixtureFilters, page: number) {
  return useQuery(fixturesQuery(filters, page));
}
