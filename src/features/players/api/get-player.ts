import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '@/entities/player/player-keys';
import type { PlayerRole } from '@/entities/player/player-rules';
import { supabase } from '@/lib/supabase';

export interface PlayerDetail {
  id: number;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  role: PlayerRole | null;
  jersey_number: number | null;
  nationality: string | null;
  /** Whole years, computed server-side: the birth date itself is staff-only. */
  age_years: number | null;
  team: { id: number; name: string; logo_url: string | null; colors: string[] } | null;
}

/** The player's public card, or null when there is no such player. */
export async function getPlayer(id: number): Promise<PlayerDetail | null> {
  const { data } = await supabase
    .from('players')
    .select(
      'id, first_name, last_name, photo_url, role, jersey_number, nationality, age_years, team:teams(id, name, logo_url, colors)',
    )
    .eq('id', id)
    .maybeSingle()
    // age_years is a computed column (a function of the row), which the generated types cannot
    // describe in a select; its shape is stated here instead.
    .overrideTypes<PlayerDetail | null, { merge: false }>()
    .throwOnError();
  return data;
}

export const getPlayerQueryOptions = (id: number) =>
  queryOptions({ queryKey: playerKeys.detail(id), queryFn: () => getPlayer(id) });

export function usePlayer(id: number) {
  return useQuery(getPlayerQueryOptions(id));
}
