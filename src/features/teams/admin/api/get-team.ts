import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTeamKeys } from '@/features/teams/admin/api/team-keys';
import { supabase } from '@/lib/supabase';

export async function getTeam(id: number) {
  const { data } = await supabase
    .from('teams')
    .select('id, name, parish, colors, venue_id, logo_url, photo_url, venue:venues(id, name)')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminTeam = NonNullable<Awaited<ReturnType<typeof getTeam>>>;

export const getTeamQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminTeamKeys.detail(id), queryFn: () => getTeam(id) });

export function useTeam(id: number) {
  return useQuery(getTeamQueryOptions(id));
}
