import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import type { MatchStatus } from '@/entities/match/match-rules';
import { explainRefusal } from '@/features/matches/admin/api/fixture-refusals';
import { supabase } from '@/lib/supabase';

export interface GoalInput {
  /** The team whose score the goal adds to (for an own goal, the team that benefits). */
  team_id: number;
  player_id: number | null;
  minute: number | null;
  own_goal: boolean;
}

export interface ResultInput {
  matchId: number;
  status: MatchStatus;
  home_score: number | null;
  away_score: number | null;
  /** Every goal of the match: they replace the ones saved before. */
  goals: GoalInput[];
}

/**
 * Saves score, status and scorers in one call to save_result(), one transaction: a refused goal
 * leaves the score as it was too. Works for admins and for the captains of the two teams (RLS and
 * the matches guard decide, as they did for the separate requests).
 */
export async function saveResult(input: ResultInput): Promise<void> {
  const { error } = await supabase.rpc('save_result', {
    p_match_id: input.matchId,
    p_status: input.status,
    // Left out rather than null: the generated Args type has no null, the default is null.
    p_home_score: input.home_score ?? undefined,
    p_away_score: input.away_score ?? undefined,
    p_goals: input.goals.map(({ team_id, player_id, minute, own_goal }) => ({
      team_id,
      player_id,
      minute,
      own_goal,
    })),
  });
  if (error) throw explainRefusal(error);
}

export function useSaveResult({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: async () => {
      await invalidateChanges(queryClient, 'saveResult');
      onSuccess?.();
    },
  });
}
