import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { saveRow } from '@/lib/save-row';
import type { Database } from '@/types/database';

export type TournamentModeFields = Database['public']['Tables']['tournament_modes']['Insert'];

/** Creates (no id) or updates the tournament mode; resolves to its id. */
export const saveTournamentMode = ({ id, fields }: { id?: number; fields: TournamentModeFields }) =>
  saveRow('tournament_modes', id, fields);

export function useSaveTournamentMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTournamentMode,
    onSuccess: () => invalidateChanges(queryClient, 'saveTournamentMode'),
  });
}
