/* Kept free of imports: the build reads it in Node (build/league-dates.ts). */

/**
 * Every way the site writes a league date, by name. The build turns each into a pattern per
 * language (build/league-dates.ts), so that a page writes its dates without the browser's date
 * data, which costs a phone 0.1 s of CPU the first time any date is formatted.
 */
export const LEAGUE_DATE_STYLES = {
  /** '22 nov 2026, 20:30' */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 'domenica 22 novembre 2026 alle ore 20:30' */
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  /** '22 nov 2026' */
  date: { dateStyle: 'medium' },
  /** '22 novembre 2026' */
  longDate: { dateStyle: 'long' },
  /** '22/11/26' */
  shortDate: { dateStyle: 'short' },
  /** '20:30' */
  time: { timeStyle: 'short' },
  /** '22 nov' */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 'domenica 22 novembre 2026', a day's heading */
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type LeagueDateStyle = keyof typeof LEAGUE_DATE_STYLES;

/**
 * The league zone's UTC offsets over a window of years, and each style's pattern per language:
 * what `virtual:league-dates` exports (build/league-dates.ts).
 */
export interface LeagueDatesData {
  zone: {
    /** The window, in minutes since the epoch: outside it the browser's Intl answers. */
    from: number;
    to: number;
    /** The offset (minutes east of UTC) at `from`, then each change: [minute, new offset]. */
    offset: number;
    changes: [number, number][];
  };
  /** `formats[language][style]`; a language the build did not include is absent. */
  formats: Partial<Record<string, Record<LeagueDateStyle, DatePattern>>>;
}

/**
 * One style in one language: literal text and fields in order. A field is written as a number
 * ('d' 1–31, 'dd' 01–31, and the same for 'M', 'H', 'mm' minutes, 'y' the full year, 'yy' its last two digits) or as a
 * name from the pattern's own lists ('MMM' month, 'EEE' weekday, Monday first), which are the
 * forms that language uses in that very style.
 */
export interface DatePattern {
  parts: (string | { field: DateField })[];
  months?: string[];
  weekdays?: string[];
}

export type DateField = 'y' | 'yy' | 'M' | 'MM' | 'MMM' | 'd' | 'dd' | 'EEE' | 'H' | 'HH' | 'mm';
