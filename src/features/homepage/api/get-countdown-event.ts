import { queryOptions, useQuery } from '@tanstack/react-query';
import { countdownEventKeys } from '@/entities/countdown-event/countdown-event-keys';
import {
  getCountdownEventRow,
  type CountdownEventRow,
} from '@/entities/countdown-event/countdown-event-row';
import { HOMEPAGE_STALE_TIME } from '@/entities/home-widgets/home-widget-keys';

export interface CountdownEvent {
  title: string;
  eventDate: string;
}

/** The event as the widget counts down to it: none when switched off or incomplete. */
export function toCountdownEvent(row: CountdownEventRow | null): CountdownEvent | null {
  if (!row?.enabled || !row.title || !row.event_date) return null;
  return { title: row.title, eventDate: row.event_date };
}

/** The event to count down to, or null when it is switched off or incomplete. */
export async function getCountdownEvent(): Promise<CountdownEvent | null> {
  return toCountdownEvent(await getCountdownEventRow());
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
