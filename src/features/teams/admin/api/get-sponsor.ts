import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSponsorKeys } from '@/features/teams/admin/api/sponsor-keys';
import { supabase } from '@/lib/supabase';

/** The sponsor, or null when it does not exist. */
export async function getSponsor(id: number) {
  const { data } = await supabase
    .from('sponsors')
    .select('id, name, website, team_id, logo_url')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminSponsor = NonNullable<Awaited<ReturnType<typeof getSponsor>>>;

export const getSponsorQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminSponsorKeys.detail(id), queryFn: () => getSponsor(id) });

export function useSponsor(id: number) {
  return useQuery(getSponsorQueryOptions(id));
}
