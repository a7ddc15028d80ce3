import { queryOptions, useQuery } from '@tanstack/react-query';
import { standingKeys, type StandingsFilters } from '@/features/standings/api/standing-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

type StandingsRow = Database['public']['Functions']['standings']['Returns'][number];

export type FormResult = 'W' | 'D' | 'L';

/** One row of the table; the generated types cannot tell that a team may have no logo. */
export type Standing = Omit<StandingsRow, 'team_logo_url' | 'team_colors' | 'form'> & {
  team_logo_url: string | null;
  team_colors: string[] | null;
  form: FormResult[];
};

/** The league table, already ordered by the tiebreakers (SQL function standings()). */
export async function getStandings({
  competitionId,
  seasonId,
}: StandingsFilters): Promise<Standing[]> {
  const { data } = await supabase
    .rpc('standings', { p_competition_id: competitionId, p_season_id: seasonId })
    .throwOnError();
  return data as Standing[];
}

export const getStandingsQueryOptions = (filters: StandingsFilters) =>
  queryOptions({
    queryKey: standingKeys.list(filters),
    queryFn: () => getStandings(filters),
    staleTime: 60_000,
  });

export function useStandings(filters: StandingsFilters) {
  return useQuery(getStandingsQueryOptions(filters));
}
