import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentModeKeys } from '@/entities/tournament-mode/tournament-mode-keys';
import { supabase } from '@/lib/supabase';

/** The tournament mode, or null when it does not exist. */
export async function getTournamentMode(id: number) {
  const { data } = await supabase
    .from('tournament_modes')
    .select('id, name, points_win, points_draw, points_loss, playoff_teams, legs')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminTournamentMode = NonNullable<Awaited<ReturnType<typeof getTournamentMode>>>;

export const getTournamentModeQueryOptions = (id: number) =>
  queryOptions({ queryKey: tournamentModeKeys.detail(id), queryFn: () => getTournamentMode(id) });

export function useTournamentMode(id: number) {
  return useQuery(getTournamentModeQueryOptions(id));
}
