import { supabaseConfig } from '@/lib/env';

/** The database functions that answer with an .ics file (supabase/migrations/*_calendars.sql). */
export type CalendarFunction = 'competition_calendar' | 'team_calendar';

/**
 * The address of a calendar, fetched as it is by calendar apps: they send no headers, so the
 * anon key (public, it is in every page's JavaScript too) travels in the query string, which the
 * API gateway accepts as it accepts the header. `webcal:` asks the device to subscribe rather
 * than download; the https form is what web calendars (Google's "From URL") take.
 */
export function calendarUrl(
  fn: CalendarFunction,
  args: Record<string, number>,
  { scheme = 'https' }: { scheme?: 'https' | 'webcal' } = {},
): string | null {
  if (!supabaseConfig.ok) return null;
  const { url, anonKey } = supabaseConfig.config;
  const query = new URLSearchParams(
    Object.entries(args).map(([name, value]): [string, string] => [name, String(value)]),
  );
  query.set('apikey', anonKey);
  const address = `${url.replace(/\/+$/, '')}/rest/v1/rpc/${fn}?${query}`;
  return scheme === 'webcal' ? address.replace(/^https?:/, 'webcal:') : address;
}
