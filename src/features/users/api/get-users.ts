import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys, type UserListFilters } from '@/entities/profile/profile-keys';
import { PAGE_SIZE, pageToRange } from '@/lib/pagination';
import { ilikeAny } from '@/lib/search';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type AdminUser = Database['public']['Functions']['admin_list_users']['Returns'][number];

/** One page of users (admin only: the RPC refuses anyone else), searched by name or email. */
export async function getUsers({ page, search }: UserListFilters) {
  const { from, to } = pageToRange(page, PAGE_SIZE);
  let query = supabase.rpc('admin_list_users', undefined, { count: 'exact' });
  if (search) query = query.or(ilikeAny(['first_name', 'last_name', 'email'], search));
  const { data, count } = await query.range(from, to).throwOnError();
  return { rows: data, total: count ?? 0 };
}

export const getUsersQueryOptions = (filters: UserListFilters) =>
  queryOptions({
    queryKey: profileKeys.list(filters),
    queryFn: () => getUsers(filters),
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserListFilters) {
  return useQuery(getUsersQueryOptions(filters));
}
