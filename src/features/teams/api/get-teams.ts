import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '@/entities/team/team-keys';
import { supabase } from '@/lib/supabase';

export async function getTeams() {
  const { data } = await supabase
    .from('teams')
    .select('id, name, parish, colors, logo_url, venue:venues(name, city)')
    .order('name')
    .throwOnError();
  return data;
}

export type TeamListItem = Awaited<ReturnType<typeof getTeams>>[number];

export const getTeamsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.list(), queryFn: getTeams });

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
