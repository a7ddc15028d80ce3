import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '@/entities/team/team-keys';
import { supabase } from '@/lib/supabase';

/**
 * The team with its venue, squad, hall of fame and sponsors in one request (PostgREST embeds),
 * or null when there is no such team.
 */
export async function getTeam(id: number) {
  const { data } = await supabase
    .from('teams')
    .select(
      `id, name, parish, colors, logo_url, photo_url,
       venue:venues(name, address, city),
       players(id, first_name, last_name, photo_url, role, jersey_number),
       honors(id, achievement, competition:competitions(name), season:seasons(name, start_date)),
       sponsors(id, name, website, logo_url)`,
    )
    .eq('id', id)
    .order('jersey_number', { referencedTable: 'players', nullsFirst: false })
    .order('last_name', { referencedTable: 'players' })
    .order('created_at', { referencedTable: 'honors', ascending: false })
    .order('name', { referencedTable: 'sponsors' })
    .maybeSingle()
    .throwOnError();
  return data;
}

export type TeamDetail = NonNullable<Awaited<ReturnType<typeof getTeam>>>;

export const getTeamQueryOptions = (id: number) =>
  queryOptions({ queryKey: teamKeys.detail(id), queryFn: () => getTeam(id) });

export function useTeam(id: number) {
  return useQuery(getTeamQueryOptions(id));
}
