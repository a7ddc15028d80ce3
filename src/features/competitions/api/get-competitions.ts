import { queryOptions, useQuery } from '@tanstack/react-query';
import { competitionKeys, REFERENCE_STALE_TIME } from '@/entities/competition/competition-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type Competition = Pick<
  Database['public']['Tables']['competitions']['Row'],
  'id' | 'name' | 'slug' | 'level'
>;

/** Every competition, main one (lowest level) first. */
export async function getCompetitions(): Promise<Competition[]> {
  const { data } = await supabase
    .from('competitions')
    .select('id, name, slug, level')
    .order('level')
    .order('name')
    .throwOnError();
  return data;
}

export const getCompetitionsQueryOptions = () =>
  queryOptions({
    queryKey: competitionKeys.list(),
    queryFn: getCompetitions,
    staleTime: REFERENCE_STALE_TIME,
  });

export function useCompetitions() {
  return useQuery(getCompetitionsQueryOptions());
}
