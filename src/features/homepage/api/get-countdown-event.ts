import { queryOptions, useQuery } from '@tanstack/react-query';
import { countdownEventKeys } from '@/entities/countdown-event/countdown-event-keys';
import { HOMEPAGE_STALE_TIME } from '@/entities/home-widgets/home-widget-keys';
import { supabase } from '@/lib/supabase';

export interface CountdownEvent {
  title: string;
  eventDate: string;
}

export interface CountdownEventRow {
  enabled: boolean;
  title: string | null;
  event_date: string | null;
}

/** The event as the widget counts down to it: none when switched off or incomplete. */
export function toCountdownEvent(row: CountdownEventRow | null): CountdownEvent | null {
  if (!row?.enabled || !row.title || !row.event_date) return null;
  return { title: row.title, eventDate: row.event_date };
}

/** The event to count down to, or null when it is switched off or incomplete. */
export async function getCountdownEvent(): Promise<CountdownEvent | null> {
  const { data } = await supabase
    .from('countdown_event')
    .select('enabled, title, event_date')
    .eq('id', 1)
    .maybeSingle()
    .throwOnError();
  return toCountdownEvent(data);
}

export const getCountdownEventQueryOptions = () =>
  queryOptions({
    queryKey: countdownEventKeys.widget(),
    queryFn: getCountdownEvent,
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function useCountdownEvent() {
  return useQuery(getCountdownEventQueryOptions());
}
