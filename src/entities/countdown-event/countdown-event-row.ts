import { COUNTDOWN_EVENT_ID } from '@/entities/countdown-event/countdown-event-keys';
import { supabase } from '@/lib/supabase';

/** What the home page's countdown and the admin form read of the event. */
export interface CountdownEventRow {
  enabled: boolean;
  title: string | null;
  event_date: string | null;
}

/**
 * The stored event, or null when its row is missing: one read for the home page's countdown
 * (cached under `countdownEventKeys.widget()` as the widget shows it) and for the admin form
 * (under `countdownEventKeys.detail()`, as stored).
 */
export async function getCountdownEventRow(): Promise<CountdownEventRow | null> {
  const { data } = await supabase
    .from('countdown_event')
    .select('enabled, title, event_date')
    .eq('id', COUNTDOWN_EVENT_ID)
    .maybeSingle()
    .throwOnError();
  return data;
}
