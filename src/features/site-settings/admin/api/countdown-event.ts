import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COUNTDOWN_EVENT_ID,
  countdownEventKeys,
} from '@/entities/countdown-event/countdown-event-keys';
import {
  getCountdownEventRow,
  type CountdownEventRow,
} from '@/entities/countdown-event/countdown-event-row';
import { supabase } from '@/lib/supabase';

export type CountdownChanges = Pick<CountdownEventRow, 'enabled' | 'title' | 'event_date'>;

/** The stored event, read as the home page's countdown reads it; a missing row is an error. */
export async function getCountdownEvent(): Promise<CountdownEventRow> {
  const event = await getCountdownEventRow();
  if (!event) throw new Error('The countdown event row is missing.');
  return event;
}

export const getCountdownEventQueryOptions = () =>
  queryOptions({ queryKey: countdownEventKeys.detail(), queryFn: getCountdownEvent });

export function useCountdownEvent() {
  return useQuery(getCountdownEventQueryOptions());
}

export async function updateCountdownEvent(changes: CountdownChanges): Promise<CountdownEventRow> {
  const { data } = await supabase
    .from('countdown_event')
    .update(changes)
    .eq('id', COUNTDOWN_EVENT_ID)
    .select('enabled, title, event_date')
    .single()
    .throwOnError();
  return data;
}

/** `onSaved` lets the route invalidate what the save changes (the home page's countdown). */
export function useUpdateCountdownEvent(onSaved: (event: CountdownEventRow) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCountdownEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(countdownEventKeys.detail(), event);
      onSaved(event);
    },
  });
}
