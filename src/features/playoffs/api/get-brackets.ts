import { queryOptions, useQuery } from '@tanstack/react-query';
import { playoffKeys } from '@/entities/playoffs/playoff-keys';
import { supabase } from '@/lib/supabase';

export interface BracketSummary {
  id: number;
  competition_id: number;
  season_id: number;
  match_ids: number[];
  competition: { id: number; name: string; slug: string; level: number };
  season: { id: number; name: string; start_date: string };
}

/**
 * Every bracket with its competition and season, newest season first, then main competition
 * first. A handful of rows: pages that need "the bracket of this selection" read it from here,
 * in parallel with the pickers' lists, rather than one request after them.
 */
export async function getBrackets(): Promise<BracketSummary[]> {
  const { data } = await supabase
    .from('playoff_brackets')
    .select(
      `id, competition_id, season_id, match_ids,
      competition:competitions(id, name, slug, level),
      season:seasons(id, name, start_date)`,
    )
    .throwOnError();
  return data.sort(
    (a, b) =>
      b.season.start_date.localeCompare(a.season.start_date) ||
      a.competition.level - b.competition.level,
  );
}

export const getBracketsQueryOptions = () =>
  queryOptions({
    queryKey: playoffKeys.list({}),
    queryFn: getBrackets,
    staleTime: 60_000,
  });

export function useBrackets() {
  return useQuery(getBracketsQueryOptions());
}
