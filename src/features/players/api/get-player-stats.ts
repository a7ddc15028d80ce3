import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '@/entities/player/player-keys';
import { supabase } from '@/lib/supabase';

/** Goals, matches played and goals per match over every completed match (player_stats()). */
export async function getPlayerStats(id: number) {
  const { data } = await supabase.rpc('player_stats', { p_player_id: id }).throwOnError();
  return data[0] ?? null;
}

export const getPlayerStatsQueryOptions = (id: number) =>
  queryOptions({ queryKey: playerKeys.stats(id), queryFn: () => getPlayerStats(id) });

export function usePlayerStats(id: number) {
  return useQuery(getPlayerStatsQueryOptions(id));
}
