import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminSponsorKeys, type SponsorListFilters } from '@/features/teams/admin/api/sponsor-keys';
import { pageToRange } from '@/lib/pagination';
import { ilikeAny } from '@/lib/search';
import { supabase } from '@/lib/supabase';

/** One page of sponsors by name with the exact total; the search matches name or website. */
export async function getSponsors({ search, page }: SponsorListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('sponsors')
    .select('id, name, website, team_id, team:teams(id, name)', { count: 'exact' })
    .order('name')
    .range(from, to);
  if (search) query = query.or(ilikeAny(['name', 'website'], search));
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type SponsorListRow = Awaited<ReturnType<typeof getSponsors>>['rows'][number];

export const getSponsorsQueryOptions = (filters: SponsorListFilters) =>
  queryOptions({
    queryKey: adminSponsorKeys.list(filters),
    queryFn: () => getSponsors(filters),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSponsors(filters: SponsorListFilters) {
  return useQuery(getSponsorsQueryOptions(filters));
}
