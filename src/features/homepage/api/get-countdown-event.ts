import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME, homepageKeys } from '@/features/homepage/api/homepage-keys';
import { supabase } from '@/lib/supabase';

export interface CountdownEvent {
  title: string;
  eventDate: string;
}

/** The event to count down to, or null when it is switched off or incomplete. */
export async function getCountdownEvent(): Promise<CountdownEvent | null> {
  const { data } = await supabase
    .from('countdown_event')
    .select('enabled, title, event_date')
    .eq('id', 1)
    .maybeSingle()
    .throwOnError();
  if (!data?.enabled || !data.title || !data.event_date) return null;
  return { title: data.title, eventDate: data.event_date };
}

export const getCountdownEventQueryOptions = () =>
  queryOptions({
    queryKey: homepageKeys.countdown(),
    queryFn: getCountdownEvent,
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function useCountdownEvent() {
  return useQuery(getCountdownEventQueryOptions());
}
