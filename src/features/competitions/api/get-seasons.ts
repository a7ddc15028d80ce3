import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME } from '@/entities/competition/competition-keys';
import { seasonKeys } from '@/entities/season/season-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type Season = Pick<
  Database['public']['Tables']['seasons']['Row'],
  'id' | 'name' | 'start_date' | 'end_date'
>;

/** Every season, latest (newest start date) first. */
export async function getSeasons(): Promise<Season[]> {
  const { data } = await supabase
    .from('seasons')
    .select('id, name, start_date, end_date')
    .order('start_date', { ascending: false })
    // Two seasons may start on the same day: the newer row first, as the database's own lists.
    .order('id', { ascending: false })
    .throwOnError();
  return data;
}

export const getSeasonsQueryOptions = () =>
  queryOptions({
    queryKey: seasonKeys.list(),
    queryFn: getSeasons,
    staleTime: REFERENCE_STALE_TIME,
  });

export function useSeasons() {
  return useQuery(getSeasonsQueryOptions());
}
