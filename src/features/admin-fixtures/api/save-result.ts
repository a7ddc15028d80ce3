import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fixtureKeys, type MatchStatus } from '@/features/admin-fixtures/api/fixture-keys';
import { errorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
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

/** save_result()'s refusals that the form explains in the user's language. */
const KNOWN_ERRORS: Record<string, string> = {
  'You cannot enter the result of this match.': 'admin-fixtures:errors.resultRefused',
  'Match not found.': 'admin-fixtures:errors.matchNotFound',
  'A team has more goals than its score.': 'admin-fixtures:errors.goalsExceedScore',
  'A scorer does not play for the team of the goal.': 'admin-fixtures:errors.scorerNotInTeam',
};

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
  if (!error) return;
  const key = KNOWN_ERRORS[errorMessage(error)];
  throw key ? new Error(i18n.t(key)) : error;
}

export function useSaveResult({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: async (_data, { matchId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: fixtureKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: fixtureKeys.lists() }),
      ]);
      onSuccess?.();
    },
  });
}
