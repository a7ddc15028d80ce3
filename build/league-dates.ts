import {
  LEAGUE_DATE_STYLES,
  type DateField,
  type DatePattern,
  type LeagueDateStyle,
  type LeagueDatesData,
} from '../src/lib/league-date-styles.ts';
import { LANGUAGES } from '../src/lib/languages.ts';
import { LEAGUE_TIME_ZONE } from '../src/lib/time-zone.ts';

/** The module src/lib/dates.ts reads its patterns and the league zone's offsets from. */
export const LEAGUE_DATES_MODULE = 'virtual:league-dates';

/**
 * The years whose offsets the pages carry: from well before the league's first season to well
 * after any fixture it will plan; a date outside is written by the browser's Intl.
 */
const FIRST_YEAR = 2015;
const LAST_YEAR = 2045;

const MINUTE = 60_000;

/** Names the league zone's offset at an instant: 'GMT+01:00'. */
const offsets = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The zone's UTC offset at an instant, in minutes east, as Node's time zone data says. */
function offsetAt(ms: number): number {
  const name = offsets.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  if (name === 'GMT') return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) throw new Error(`league-dates: unexpected offset ${name}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The league zone's offsets from FIRST_YEAR to LAST_YEAR, each change to the minute. */
export function leagueZone(): LeagueDatesData['zone'] {
  const from = Date.UTC(FIRST_YEAR, 0, 1);
  const to = Date.UTC(LAST_YEAR + 1, 0, 1);
  const changes: [number, number][] = [];
  let offset = offsetAt(from);
  // Zones change their offset at most a few times a year, never twice within six hours.
  const step = 6 * 60 * MINUTE;
  for (let ms = from; ms < to; ms += step) {
    const next = offsetAt(Math.min(ms + step, to - MINUTE));
    if (next === offset) continue;
    let [before, after] = [ms, Math.min(ms + step, to - MINUTE)];
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / MINUTE / 2) * MINUTE;
      if (offsetAt(middle) === offset) before = middle;
      else after = middle;
    }
    changes.push([after / MINUTE, next]);
    offset = next;
  }
  return { from: from / MINUTE, to: to / MINUTE, offset: offsetAt(from), changes };
}

type Parts = Intl.DateTimeFormatPart[];

/** The instant of a league wall time (none of the samples is near a change of offset). */
function at(year: number, month: number, day: number, hour: number, minute: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(wall - offsetAt(wall) * MINUTE);
}

/**
 * One style's pattern in one locale, read from Intl's own parts: the order and the literal text
 * from one sample, then each field's form from samples that tell them apart (day 1 or 01, hour 9
 * or 09, each month's and weekday's name). Every sample must have the same literals in the same
 * places; a style that does not (a form Intl varies by date) fails the build.
 */
export function datePattern(locale: string, options: Intl.DateTimeFormatOptions): DatePattern {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: LEAGUE_TIME_ZONE });
  const parts = (date: Date): Parts => format.formatToParts(date);
  const value = (list: Parts, type: string) => list.find((part) => part.type === type)?.value;
  // 2025-12-01 09:05 is a Monday; the months at mid-month 20:30; the weekdays 2026-06-01 on.
  const early = parts(at(2025, 12, 1, 9, 5));
  const months = Array.from({ length: 12 }, (_, m) => parts(at(2026, m + 1, 15, 20, 30)));
  const weekdays = Array.from({ length: 7 }, (_, d) => parts(at(2026, 6, 1 + d, 20, 30)));
  const shape = (list: Parts) =>
    list.map((part) => (part.type === 'literal' ? `'${part.value}` : part.type)).join('|');
  for (const sample of [...months, ...weekdays])
    if (shape(sample) !== shape(early))
      throw new Error(`league-dates: ${locale} ${JSON.stringify(options)} varies its literals`);

  const fieldOf = (type: string): DateField => {
    const numeric = (padded: string | undefined, short: DateField, long: DateField) => {
      if (padded === undefined) throw new Error(`league-dates: no ${type}`);
      return padded.length === 2 && padded.startsWith('0') ? long : short;
    };
    switch (type) {
      case 'year':
        return value(early, 'year') === '2025' ? 'y' : 'yy';
      case 'month':
        return /^\d+$/.test(value(early, 'month') ?? '')
          ? numeric(value(parts(at(2026, 3, 15, 20, 30)), 'month'), 'M', 'MM')
          : 'MMM';
      case 'day':
        return numeric(value(early, 'day'), 'd', 'dd');
      case 'weekday':
        return 'EEE';
      case 'hour':
        if (value(months[0]!, 'hour') !== '20')
          throw new Error(`league-dates: ${locale} writes a 12-hour clock`);
        return numeric(value(early, 'hour'), 'H', 'HH');
      case 'minute':
        return 'mm';
      default:
        throw new Error(`league-dates: ${locale} ${JSON.stringify(options)} writes a ${type}`);
    }
  };
  const pattern: DatePattern = {
    parts: early.map((part) =>
      part.type === 'literal' ? part.value : { field: fieldOf(part.type) },
    ),
  };
  if (value(early, 'month') !== undefined && fieldOf('month') === 'MMM')
    pattern.months = months.map((sample) => value(sample, 'month')!);
  if (value(early, 'weekday') !== undefined)
    pattern.weekdays = weekdays.map((sample) => value(sample, 'weekday')!);
  return pattern;
}

/**
 * Read once per process: a build asks for them once per first-view script, and reading the zone
 * and a language's patterns takes about 0.35 s of Node's CPU.
 */
let data: LeagueDatesData | undefined;

function languagePatterns(
  language: (typeof LANGUAGES)[number],
): Record<LeagueDateStyle, DatePattern> {
  return Object.fromEntries(
    Object.entries(LEAGUE_DATE_STYLES).map(([style, options]) => [
      style,
      datePattern(language.intl, options),
    ]),
  ) as Record<LeagueDateStyle, DatePattern>;
}

/** The zone and every language's patterns (src/lib/languages.ts). */
export function leagueDatesData(): LeagueDatesData {
  data ??= {
    zone: leagueZone(),
    formats: Object.fromEntries(
      LANGUAGES.map((language) => [language.code, languagePatterns(language)]),
    ),
  };
  return data;
}

/** The source of `virtual:league-dates`. */
export function leagueDatesModule(): string {
  return `export default ${JSON.stringify(leagueDatesData())};`;
}

/** For Vite and Vitest: `virtual:league-dates` with every language. */
export function leagueDates() {
  return {
    name: 'calcetto:league-dates',
    resolveId: (id: string) => (id === LEAGUE_DATES_MODULE ? `\0${id}` : null),
    load: (id: string) => (id === `\0${LEAGUE_DATES_MODULE}` ? leagueDatesModule() : null),
  };
}
