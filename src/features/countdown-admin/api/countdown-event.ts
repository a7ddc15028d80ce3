import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countdownEventKeys } from '@/entities/countdown-event/countdown-event-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type CountdownEvent = Database['public']['Tables']['countdown_event']['Row'];
export type CountdownChanges = Pick<CountdownEvent, 'enabled' | 'title' | 'event_date'>;

/** A single row (id = 1); the public widget reads it too, under the same entity root. */
const EVENT_ID = 1;

export async function getCountdownEvent(): Promise<CountdownEvent> {
  const { data } = await supabase
    .from('countdown_event')
    .select('*')
    .eq('id', EVENT_ID)
    .single()
    .throwOnError();
  return data;
}

export const getCountdownEventQueryOptions = () =>
  queryOptions({ queryKey: countdownEventKeys.detail(), queryFn: getCountdownEvent });

export function useCountdownEvent() {
  return useQuery(getCountdownEventQueryOptions());
}

export async function updateCountdownEvent(changes: CountdownChanges): Promise<CountdownEvent> {
  const { data } = await supabase
    .from('countdown_event')
    .update(changes)
    .eq('id', EVENT_ID)
    .select()
    .single()
    .throwOnError();
  return data;
}

/** `onSaved` lets the route refresh what the home page shows (another feature's key). */
export function useUpdateCountdownEvent(onSaved: (event: CountdownEvent) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCountdownEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(countdownEventKeys.detail(), event);
      onSaved(event);
    },
  });
}
