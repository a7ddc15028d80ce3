import { queryOptions, useQuery } from '@tanstack/react-query';
import { fixtureKeys } from '@/features/matches/admin/api/fixture-keys';
import { supabase } from '@/lib/supabase';

export interface FixtureOptions {
  teams: { id: number; name: string; venue_id: number | null }[];
  venues: { id: number; name: string }[];
  competitions: { id: number; name: string }[];
  seasons: { id: number; name: string }[];
  /** Tournament legs per competition-season, for bulk create. */
  competitionSeasons: { competition_id: number; season_id: number; legs: number | null }[];
}

/** The small reference lists behind the filters and forms, in one go. */
export async function getFixtureOptions(): Promise<FixtureOptions> {
  const [teams, venues, competitions, seasons, competitionSeasons] = await Promise.all([
    supabase.from('teams').select('id, name, venue_id').order('name').throwOnError(),
    supabase.from('venues').select('id, name').order('name').throwOnError(),
    supabase.from('competitions').select('id, name').order('level').throwOnError(),
    supabase
      .from('seasons')
      .select('id, name')
      .order('start_date', { ascending: false })
      // Two seasons may start on the same day: the newer row first, as the database's own lists.
      .order('id', { ascending: false })
      .throwOnError(),
    supabase
      .from('competition_seasons')
      .select('competition_id, season_id, mode:tournament_modes(legs)')
      .throwOnError(),
  ]);
  return {
    teams: teams.data,
    venues: venues.data,
    competitions: competitions.data,
    seasons: seasons.data,
    competitionSeasons: competitionSeasons.data.map((cs) => ({
      competition_id: cs.competition_id,
      season_id: cs.season_id,
      legs: cs.mode?.legs ?? null,
    })),
  };
}

export const fixtureOptionsQuery = () =>
  queryOptions({ queryKey: fixtureKeys.options(), queryFn: getFixtureOptions, staleTime: 60_000 });

export function useFixtureOptions() {
  return useQuery(fixtureOptionsQuery());
}
