/** Kick-off times are shown in the league's own zone, whatever the browser's. */
export const LEAGUE_TIME_ZONE = 'Europe/Rome';

const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', nl: 'nl-NL' };

/** A match date in the league time zone, in the UI language (Italian for an unknown one). */
export function formatMatchDate(
  date: string | number | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.it, {
    ...options,
    timeZone: LEAGUE_TIME_ZONE,
  }).format(new Date(date));
}
