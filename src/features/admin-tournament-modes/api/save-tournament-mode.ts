import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentModeKeys } from '@/features/admin-tournament-modes/api/tournament-mode-keys';
import { assertChanged } from '@/lib/mutations';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type TournamentModeFields = Database['public']['Tables']['tournament_modes']['Insert'];

/** Creates (no id) or updates the tournament mode; resolves to its id. */
export async function saveTournamentMode({
  id,
  fields,
}: {
  id?: number;
  fields: TournamentModeFields;
}): Promise<number> {
  if (id === undefined) {
    const { data } = await supabase
      .from('tournament_modes')
      .insert(fields)
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  }
  const { data } = await supabase
    .from('tournament_modes')
    .update(fields)
    .eq('id', id)
    .select('id')
    .throwOnError();
  return assertChanged(data)[0]!.id;
}

export function useSaveTournamentMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTournamentMode,
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentModeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tournamentModeKeys.detail(id) }),
      ]),
  });
}
