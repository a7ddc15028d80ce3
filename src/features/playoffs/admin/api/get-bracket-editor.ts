import { queryOptions, useQuery } from '@tanstack/react-query';
import { bracketKeys } from '@/features/playoffs/admin/api/bracket-keys';
import { supabase } from '@/lib/supabase';

export interface BracketMatch {
  id: number;
  match_date: string;
  status: string;
  round: number | null;
  home_score: number | null;
  away_score: number | null;
  home_team: { name: string } | null;
  away_team: { name: string } | null;
}

export interface BracketEditorData {
  /** The saved order; empty when the competition-season has no bracket yet. */
  matchIds: number[];
  /** Every match of the competition-season, newest first: the candidates. */
  matches: BracketMatch[];
}

/** A competition-season's bracket and the matches it may list, in two parallel reads. */
export async function getBracketEditor(
  competitionId: number,
  seasonId: number,
): Promise<BracketEditorData> {
  const [bracket, matches] = await Promise.all([
    supabase
      .from('playoff_brackets')
      .select('match_ids')
      .eq('competition_id', competitionId)
      .eq('season_id', seasonId)
      .maybeSingle()
      .throwOnError(),
    supabase
      .from('matches')
      .select(
        `id, match_date, status, round, home_score, away_score,
         home_team:teams!home_team_id(name), away_team:teams!away_team_id(name)`,
      )
      .eq('competition_id', competitionId)
      .eq('season_id', seasonId)
      .order('match_date', { ascending: false })
      .throwOnError(),
  ]);
  return { matchIds: bracket.data?.match_ids ?? [], matches: matches.data };
}

export function useBracketEditor(competitionId: number | null, seasonId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: bracketKeys.detail(competitionId ?? 0, seasonId ?? 0),
      queryFn: () => getBracketEditor(competitionId ?? 0, seasonId ?? 0),
    }),
    enabled: competitionId !== null && seasonId !== null,
  });
}
