import { queryOptions, useQuery } from '@tanstack/react-query';
import { standingKeys, type StandingsFilters } from '@/entities/standings/standing-keys';
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

export interface StandingsTable {
  /** The final stage has started: the regular-season table no longer changes. */
  locked: boolean;
  /** Already ordered by the tiebreakers (SQL function standings()). */
  rows: Standing[];
}

/**
 * The league table and its lock in one request (SQL function standings_table(), which wraps
 * standings() and is_regular_season_locked()): the section never waits on two answers.
 */
export async function getStandingsTable({
  competitionId,
  seasonId,
}: StandingsFilters): Promise<StandingsTable> {
  const { data } = await supabase
    .rpc('standings_table', { p_competition_id: competitionId, p_season_id: seasonId })
    .throwOnError();
  // jsonb comes back untyped; its shape is fixed by the SQL function.
  return data as unknown as StandingsTable;
}

export const getStandingsTableQueryOptions = (filters: StandingsFilters) =>
  queryOptions({
    queryKey: standingKeys.table(filters),
    queryFn: () => getStandingsTable(filters),
    staleTime: 60_000,
  });

export function useStandingsTable(filters: StandingsFilters) {
  return useQuery(getStandingsTableQueryOptions(filters));
}
