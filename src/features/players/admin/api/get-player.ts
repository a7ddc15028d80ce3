import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPlayerKeys } from '@/features/players/admin/api/player-keys';
import { supabase } from '@/lib/supabase';

/**
 * The player with his private data when the caller may read it (admin, captain of his team);
 * for anyone else row-level security hides it and `private` is null.
 */
export async function getPlayer(id: number) {
  const { data } = await supabase
    .from('players')
    .select(
      'id, first_name, last_name, photo_url, team_id, nationality, role, jersey_number, team:teams(id, name), private:player_private(document_id, date_of_birth)',
    )
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminPlayer = NonNullable<Awaited<ReturnType<typeof getPlayer>>>;

export const getPlayerQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminPlayerKeys.detail(id), queryFn: () => getPlayer(id) });

export function usePlayer(id: number) {
  return useQuery(getPlayerQueryOptions(id));
}
