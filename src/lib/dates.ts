import { format, formatDistance, parseISO, type Locale } from 'date-fns';
import { enGB, it, nl } from 'date-fns/locale';
import leagueDates from 'virtual:league-dates';
import { LANGUAGES } from './languages';
import {
  LEAGUE_DATE_STYLES,
  type DateField,
  type DatePattern,
  type LeagueDateStyle,
} from './league-date-styles';
import { LEAGUE_TIME_ZONE } from './time-zone';

/* Dates as the UI shows them. Wall-clock conversions for inputs live in ./league-clock. */

const locales: Record<string, Locale> = { it, en: enGB, nl };

/** The Intl locale of a UI language (Italian's for an unknown one). */
const intlLocale = (language: string): string =>
  (LANGUAGES.find(({ code }) => code === language) ?? LANGUAGES[0]).intl;

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

/** An instant's wall-clock time on the league's calendar; `weekday` 0 is Monday. */
export interface LeagueWallTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const MINUTE = 60_000;

/** From the build's table of the zone's offsets: no Intl, so no date data to load. */
function tableWallTime(ms: number): LeagueWallTime | null {
  const minute = Math.floor(ms / MINUTE);
  const { from, to, offset, changes } = leagueDates.zone;
  if (!(minute >= from && minute < to)) return null;
  let current = offset;
  for (const [at, next] of changes) {
    if (minute < at) break;
    current = next;
  }
  const wall = new Date(ms + current * MINUTE);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: (wall.getUTCDay() + 6) % 7,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** Outside the table's years: the browser's own zone data. */
function intlWallTime(ms: number): LeagueWallTime {
  const parts: Record<string, string> = {};
  const numeric = leagueDateFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  for (const { type, value } of numeric.formatToParts(ms)) parts[type] = value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The league-zone wall time of an instant. */
export function leagueWallTime(date: string | number | Date): LeagueWallTime {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  return tableWallTime(ms) ?? intlWallTime(ms);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-mm-dd' of the league calendar day an instant falls on (23:30 UTC is tomorrow in Rome). */
export function leagueDayKey(date: string | number | Date): string {
  const { year, month, day } = leagueWallTime(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

function writeField(field: DateField, time: LeagueWallTime, pattern: DatePattern): string {
  switch (field) {
    case 'y':
      return String(time.year);
    case 'yy':
      return pad(time.year % 100);
    case 'M':
      return String(time.month);
    case 'MM':
      return pad(time.month);
    case 'MMM':
      return pattern.months?.[time.month - 1] ?? '';
    case 'd':
      return String(time.day);
    case 'dd':
      return pad(time.day);
    case 'EEE':
      return pattern.weekdays?.[time.weekday] ?? '';
    case 'H':
      return String(time.hour);
    case 'HH':
      return pad(time.hour);
    case 'mm':
      return pad(time.minute);
  }
}

/**
 * An instant in the league time zone, in the UI language (Italian for an unknown one), in one
 * of the site's styles: '22 nov 2026, 20:30' by default. Written from the build's patterns
 * (build/league-dates.ts), which are Intl's own: the same text, without the browser's date
 * data, whose loading cost a phone 0.1 s of CPU on the first date of a visit.
 */
export function formatLeagueDate(
  date: string | number | Date,
  language: string,
  style: LeagueDateStyle = 'dateTime',
): string {
  const ms = new Date(date).getTime();
  const known = LANGUAGES.some(({ code }) => code === language) ? language : LANGUAGES[0].code;
  const pattern = leagueDates.formats[known]?.[style];
  const time = pattern && !Number.isNaN(ms) ? tableWallTime(ms) : null;
  if (!pattern || !time)
    return leagueDateFormat(intlLocale(known), LEAGUE_DATE_STYLES[style]).format(ms);
  let text = '';
  for (const part of pattern.parts)
    text += typeof part === 'string' ? part : writeField(part.field, time, pattern);
  return text;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made once: making one costs about as much as
 * using it a hundred times. Only for what the build's patterns do not cover.
 */
function leagueDateFormat(
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
