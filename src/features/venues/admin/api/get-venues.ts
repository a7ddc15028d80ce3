import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { venueKeys, type VenueListFilters } from '@/entities/venue/venue-keys';
import { pageToRange } from '@/lib/pagination';
import { ilikeAny } from '@/lib/search';
import { supabase } from '@/lib/supabase';

/** One page of venues by name with the exact total; the search matches name, structure, address or city. */
export async function getVenues({ search, page }: VenueListFilters) {
  const { from, to } = pageToRange(page);
  let query = supabase
    .from('venues')
    .select('id, name, structure, address, city', { count: 'exact' })
    .order('name')
    .range(from, to);
  if (search) query = query.or(ilikeAny(['name', 'structure', 'address', 'city'], search));
  const { data, count } = await query.throwOnError();
  return { rows: data, total: count ?? 0 };
}

export type VenueListRow = Awaited<ReturnType<typeof getVenues>>['rows'][number];

export const getVenuesQueryOptions = (filters: VenueListFilters) =>
  queryOptions({
    queryKey: venueKeys.list(filters),
    queryFn: () => getVenues(filters),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useVenues(filters: VenueListFilters) {
  return useQuery(getVenuesQueryOptions(filters));
}
