import { format, formatDistance, parseISO, type Locale } from 'date-fns';
import { enGB, it, nl } from 'date-fns/locale';

/* Dates as the UI shows them. Wall-clock conversions for inputs live in ./league-clock. */

/** The league plays, and shows its dates, in one time zone, whatever the visitor's. */
export const LEAGUE_TIME_ZONE = 'Europe/Rome';

const locales: Record<string, Locale> = { it, en: enGB, nl };

const INTL_LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', nl: 'nl-NL' };

/** '3 giorni fa' / '3 days ago' / '3 dagen geleden', in the given UI language. */
export function formatRelative(
  date: Date | string | number,
  language: string,
  now: Date | number = Date.now(),
): string {
  return formatDistance(new Date(date), now, {
    addSuffix: true,
    locale: locales[language] ?? it,
  });
}

/** A calendar date ('2025-09-01', no time zone) as the UI language writes it: '01/09/2025'. */
export function formatDay(day: string, language: string): string {
  return format(parseISO(day), 'P', { locale: locales[language] ?? it });
}

/**
 * An instant in the league time zone, in the UI language (Italian for an unknown one):
 * '22 nov 2026, 20:30' by default.
 */
export function formatLeagueDate(
  date: string | number | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language] ?? INTL_LOCALES.it, {
    ...options,
    timeZone: LEAGUE_TIME_ZONE,
  }).format(new Date(date));
}
