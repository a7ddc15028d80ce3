/** The league plays, and shows its dates, in one time zone, whatever the visitor's. */
const LEAGUE_TIME_ZONE = 'Europe/Rome';

const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', nl: 'nl-NL' };

/** '22 nov 2026, 20:30' in the UI language (Italian for an unknown one), in the league's zone. */
export function formatLeagueDate(
  date: string | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.it, {
    ...options,
    timeZone: LEAGUE_TIME_ZONE,
  }).format(new Date(date));
}
