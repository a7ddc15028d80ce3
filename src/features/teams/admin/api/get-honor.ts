import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminHonorKeys } from '@/features/teams/admin/api/honor-keys';
import { supabase } from '@/lib/supabase';

/** The honor, or null when it does not exist. */
export async function getHonor(id: number) {
  const { data } = await supabase
    .from('honors')
    .select('id, achievement, team_id, competition_id, season_id')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminHonor = NonNullable<Awaited<ReturnType<typeof getHonor>>>;

export const getHonorQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminHonorKeys.detail(id), queryFn: () => getHonor(id) });

export function useHonor(id: number) {
  return useQuery(getHonorQueryOptions(id));
}
