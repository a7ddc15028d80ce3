import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSeasonKeys } from '@/features/competitions/admin/api/season-keys';
import { supabase } from '@/lib/supabase';

/** The season, or null when it does not exist. */
export async function getSeason(id: number) {
  const { data } = await supabase
    .from('seasons')
    .select('id, name, start_date, end_date')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminSeason = NonNullable<Awaited<ReturnType<typeof getSeason>>>;

export const getSeasonQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminSeasonKeys.detail(id), queryFn: () => getSeason(id) });

export function useSeason(id: number) {
  return useQuery(getSeasonQueryOptions(id));
}
