import { queryOptions, useQuery } from '@tanstack/react-query';
import { venueKeys } from '@/entities/venue/venue-keys';
import { supabase } from '@/lib/supabase';

/** The venue, or null when it does not exist. */
export async function getVenue(id: number) {
  const { data } = await supabase
    .from('venues')
    .select('id, name, structure, address, city, latitude, longitude, image_url')
    .eq('id', id)
    .maybeSingle()
    .throwOnError();
  return data;
}

export type AdminVenue = NonNullable<Awaited<ReturnType<typeof getVenue>>>;

export const getVenueQueryOptions = (id: number) =>
  queryOptions({ queryKey: venueKeys.detail(id), queryFn: () => getVenue(id) });

export function useVenue(id: number) {
  return useQuery(getVenueQueryOptions(id));
}
