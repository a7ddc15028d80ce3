import { format, formatDistance, parseISO, type Locale } from 'date-fns';
import { enGB, it, nl } from 'date-fns/locale';
import { LANGUAGES } from './languages';
import { LEAGUE_TIME_ZONE } from './time-zone';

/* Dates as the UI shows them. Wall-clock conversions for inputs live in ./league-clock. */

export { LEAGUE_TIME_ZONE };

const locales: Record<string, Locale> = { it, en: enGB, nl };

/** The Intl locale of a UI language (Italian's for an unknown one). */
export const intlLocale = (language: string): string =>
  (LANGUAGES.find(({ code }) => code === language) ?? LANGUAGES[0]).intl;

/** An instant's date and time: '22 nov 2026, 20:30'. */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

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
  options: Intl.DateTimeFormatOptions = DATE_TIME,
): string {
  return leagueDateFormat(intlLocale(language), options).format(new Date(date));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made once: making one costs about as much as
 * using it a hundred times, and a season's fixture list formats hundreds of dates (measured:
 * 0.28 s of a desktop's CPU for /matches' first view before this).
 */
export function leagueDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: LEAGUE_TIME_ZONE });
    formats.set(key, made);
  }
  return made;
}
