import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '@/entities/player/player-keys';
import { supabase } from '@/lib/supabase';

export async function getTeamNames() {
  const { data } = await supabase.from('teams').select('id, name').order('name').throwOnError();
  return data;
}

export const getTeamNamesQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.teamNames(),
    queryFn: getTeamNames,
    // Teams rarely change; keep the list while the visitor types.
    staleTime: 5 * 60_000,
  });

export function useTeamNames() {
  return useQuery(getTeamNamesQueryOptions());
}
