import { format, formatDistanceToNow, parseISO, type Locale } from 'date-fns';
import { enGB, it, nl } from 'date-fns/locale';

const locales: Record<string, Locale> = { it, en: enGB, nl };

/** '3 giorni fa' / '3 days ago' / '3 dagen geleden', in the given UI language. */
export function formatRelative(date: Date | string | number, language: string): string {
  return formatDistanceToNow(new Date(date), {
    addSuffix: true,
    locale: locales[language] ?? it,
  });
}

/** A calendar date ('2025-09-01', no time zone) as the UI language writes it: '01/09/2025'. */
export function formatDay(day: string, language: string): string {
  return format(parseISO(day), 'P', { locale: locales[language] ?? it });
}
