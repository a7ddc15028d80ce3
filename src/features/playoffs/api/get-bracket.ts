import { queryOptions, useQuery } from '@tanstack/react-query';
import { playoffKeys, type BracketId } from '@/entities/playoffs/playoff-keys';
import { errorCode, NO_ROWS } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export interface Bracket {
  id: number;
  competition_id: number;
  season_id: number;
  match_ids: number[];
  competition: { id: number; name: string; slug: string };
  season: { id: number; name: string };
}

/** The bracket of a competition and season, or null when there is none (PGRST116). */
export async function getBracket({ competitionId, seasonId }: BracketId): Promise<Bracket | null> {
  const { data, error } = await supabase
    .from('playoff_brackets')
    .select(
      `id, competition_id, season_id, match_ids,
      competition:competitions(id, name, slug),
      season:seasons(id, name)`,
    )
    .eq('competition_id', competitionId)
    .eq('season_id', seasonId)
    .single();
  if (errorCode(error) === NO_ROWS) return null;
  if (error) throw error;
  return data;
}

export const getBracketQueryOptions = (id: BracketId) =>
  queryOptions({
    queryKey: playoffKeys.detail(id),
    queryFn: () => getBracket(id),
    staleTime: 60_000,
  });

export function useBracket(id: BracketId) {
  return useQuery(getBracketQueryOptions(id));
}
