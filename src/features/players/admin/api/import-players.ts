import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import type { PlayerFields } from '@/features/players/admin/api/save-player';
import { supabase } from '@/lib/supabase';

/**
 * Inserts all rows in one request: PostgREST runs a bulk insert in one statement, hence one
 * transaction, so one bad row (a constraint, or a team the caller may not manage) inserts none.
 */
export async function importPlayers(rows: PlayerFields[]): Promise<number> {
  const { data } = await supabase.from('players').insert(rows).select('id').throwOnError();
  return data.length;
}

export function useImportPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPlayers,
    onSuccess: () => invalidateChanges(queryClient, 'importPlayers'),
  });
}
