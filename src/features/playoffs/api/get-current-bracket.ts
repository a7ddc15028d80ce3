import { queryOptions, useQuery } from '@tanstack/react-query';
import { playoffKeys } from '@/features/playoffs/api/playoff-keys';
import { errorCode, NO_ROWS } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type PlayoffBracket = Database['public']['Tables']['playoff_brackets']['Row'];

/**
 * The bracket of the main competition (lowest level) in the latest season (newest start date),
 * or null when either is missing or no bracket exists (PGRST116 means "no bracket").
 */
export async function getCurrentBracket(): Promise<PlayoffBracket | null> {
  const [competitions, seasons] = await Promise.all([
    supabase.from('competitions').select('id').order('level').limit(1).throwOnError(),
    supabase
      .from('seasons')
      .select('id')
      .order('start_date', { ascending: false })
      .limit(1)
      .throwOnError(),
  ]);
  const competition = competitions.data[0];
  const season = seasons.data[0];
  if (!competition || !season) return null;
  const { data, error } = await supabase
    .from('playoff_brackets')
    .select('*')
    .eq('competition_id', competition.id)
    .eq('season_id', season.id)
    .single();
  if (errorCode(error) === NO_ROWS) return null;
  if (error) throw error;
  return data;
}

export const getCurrentBracketQueryOptions = () =>
  queryOptions({ queryKey: playoffKeys.current(), queryFn: getCurrentBracket });

export function useCurrentBracket() {
  return useQuery(getCurrentBracketQueryOptions());
}
