import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fixtureKeys, type MatchStatus } from '@/features/admin-fixtures/api/fixture-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';

export interface GoalInput {
  /** Set for a goal already saved. */
  id?: number;
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
  goals: GoalInput[];
  /** Ids of the goals the match had when the form opened. */
  previousGoalIds: number[];
}

/**
 * Saves score, status and scorers. Goals are upserted before the removed ones are deleted, so a
 * failure half-way never leaves the match with fewer goal rows than the user saw; saving again
 * finishes the job. Works for admins and for the captains of the two teams (RLS decides).
 */
export async function saveResult(input: ResultInput): Promise<void> {
  await supabase
    .from('matches')
    .update({ status: input.status, home_score: input.home_score, away_score: input.away_score })
    .eq('id', input.matchId)
    .select('id')
    .throwOnError()
    // RLS hides another team's match from a captain's update: no error, no row.
    .then(({ data }) => assertChanged(data));
  const existing = input.goals.filter((goal) => goal.id !== undefined);
  const added = input.goals.filter((goal) => goal.id === undefined);
  const rows = (goals: GoalInput[]) => goals.map((goal) => ({ ...goal, match_id: input.matchId }));
  if (existing.length > 0) await supabase.from('goals').upsert(rows(existing)).throwOnError();
  if (added.length > 0) await supabase.from('goals').insert(rows(added)).throwOnError();
  const kept = new Set(existing.map((goal) => goal.id));
  const removed = input.previousGoalIds.filter((id) => !kept.has(id));
  if (removed.length > 0) await supabase.from('goals').delete().in('id', removed).throwOnError();
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
