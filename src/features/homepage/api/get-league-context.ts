import { queryOptions, useQuery } from '@tanstack/react-query';
import { homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { supabase } from '@/lib/supabase';

export interface LeagueContext {
  /** The main competition: the lowest level (then name, as the pickers list them). */
  competitionId: number | null;
  /** The latest season: the newest start date. */
  seasonId: number | null;
}

export async function getLeagueContext(): Promise<LeagueContext> {
  const [competitions, seasons] = await Promise.all([
    supabase.from('competitions').select('id').order('level').order('name').limit(1).throwOnError(),
    supabase
      .from('seasons')
      .select('id')
      .order('start_date', { ascending: false })
      // Two seasons may start on the same day: the newer row first, as the database's own lists.
      .order('id', { ascending: false })
      .limit(1)
      .throwOnError(),
  ]);
  return {
    competitionId: competitions.data[0]?.id ?? null,
    seasonId: seasons.data[0]?.id ?? null,
  };
}

export const getLeagueContextQueryOptions = () =>
  queryOptions({
    queryKey: homepageKeys.context(),
    queryFn: getLeagueContext,
    // Changes once a year; no need to ask again on every visit to the home page.
    staleTime: 10 * 60_000,
  });

export function useLeagueContext() {
  return useQuery(getLeagueContextQueryOptions());
}
