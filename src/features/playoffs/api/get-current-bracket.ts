import { queryOptions, useQuery } from '@tanstack/react-query';
import { playoffKeys } from '@/entities/playoffs/playoff-keys';
import { loadSupabase } from '@/lib/load-supabase';
import type { Database } from '@/types/database';

export type PlayoffBracket = Database['public']['Tables']['playoff_brackets']['Row'];

/**
 * The bracket of the main competition (lowest level) in the latest season (newest start date),
 * or null when either is missing, no bracket exists or its match list is empty (spec §4: that is
 * no bracket, so the header shows no Playoffs link). One request (SQL function
 * current_bracket()): every page's header asks it, hence the client through `loadSupabase`.
 * GET, as it only reads.
 */
export async function getCurrentBracket(): Promise<PlayoffBracket | null> {
  const supabase = await loadSupabase();
  const { data } = await supabase
    .rpc('current_bracket', undefined, { get: true })
    .maybeSingle()
    .throwOnError();
  return data;
}

export const getCurrentBracketQueryOptions = () =>
  queryOptions({ queryKey: playoffKeys.current(), queryFn: getCurrentBracket });

export function useCurrentBracket() {
  return useQuery(getCurrentBracketQueryOptions());
}
