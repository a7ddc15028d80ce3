import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCompetitionKeys } from '@/features/competitions/admin/api/competition-keys';
import { supabase } from '@/lib/supabase';

/** The competition, or null when it does not exist. */
export async function getCompetition(id: number) {
  const { data } = await supabase
    .from('competitions')
    .select('id, name, slug, level')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminCompetition = NonNullable<Awaited<ReturnType<typeof getCompetition>>>;

export const getCompetitionQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminCompetitionKeys.detail(id), queryFn: () => getCompetition(id) });

export function useCompetition(id: number) {
  return useQuery(getCompetitionQueryOptions(id));
}
