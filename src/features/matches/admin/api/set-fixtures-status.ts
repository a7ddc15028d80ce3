import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import type { MatchStatus } from '@/entities/match/match-rules';
import { explainRefusal } from '@/features/matches/admin/api/fixture-refusals';
import { i18n } from '@/lib/i18n';
import { supabase } from '@/lib/supabase';

/**
 * Sets the status of many matches in one statement, so either all change or none. 'completed'
 * fails as a whole if any of them has no score (the table's check constraint); the user gets
 * that reason in words rather than the constraint's name.
 */
export async function setFixturesStatus({
  ids,
  status,
}: {
  ids: readonly number[];
  status: MatchStatus;
}): Promise<void> {
  const { error } = await supabase.from('matches').update({ status }).in('id', ids);
  if (error?.message.includes('matches_scores_when_completed'))
    throw new Error(i18n.t('admin-fixtures:errors.bulkCompletedWithoutScores'));
  if (error) throw explainRefusal(error);
}

export function useSetFixturesStatus({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFixturesStatus,
    onSuccess: async () => {
      await invalidateChanges(queryClient, 'setFixturesStatus');
      onSuccess?.();
    },
  });
}
