import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from '@/entities/profile/profile-keys';
import { supabase } from '@/lib/supabase';

/** The teams a captain can be given (id and name only). */
export async function getTeamOptions() {
  const { data } = await supabase.from('teams').select('id, name').order('name').throwOnError();
  return data;
}

export const getTeamOptionsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.teamOptions(), queryFn: getTeamOptions });

export function useTeamOptions() {
  return useQuery(getTeamOptionsQueryOptions());
}
