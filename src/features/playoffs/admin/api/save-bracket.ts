import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { supabase } from '@/lib/supabase';

export interface BracketInput {
  competitionId: number;
  seasonId: number;
  matchIds: number[];
}

/** Creates or replaces the bracket of a competition-season (one row per pair). */
export async function saveBracket({ competitionId, seasonId, matchIds }: BracketInput) {
  await supabase
    .from('playoff_brackets')
    .upsert(
      { competition_id: competitionId, season_id: seasonId, match_ids: matchIds },
      { onConflict: 'competition_id,season_id' },
    )
    .throwOnError();
}

export function useSaveBracket({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBracket,
    onSuccess: async () => {
      await invalidateChanges(queryClient, 'saveBracket');
      onSuccess?.();
    },
  });
}
