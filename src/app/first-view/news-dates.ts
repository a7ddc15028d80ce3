/**
 * formatRelative (src/lib/dates.ts) without date-fns's locales, which would more than double
 * the first view: date-fns's formatDistance for `formatDistanceToNow(date, { addSuffix: true })`
 * step by step, with the phrases of its it, en-GB (en-US's) and nl locales for the distances it
 * can name without seconds. news-dates.test.ts holds it to the app's function.
 */

/** lessThanXMinutes, xMinutes, aboutXHours, xDays, aboutXMonths, xMonths, aboutXYears, overXYears, almostXYears: "one|other", # the count. */
type Phrases = readonly [words: readonly string[], past: string, future: string];

const PHRASES: Record<string, Phrases> = {
  it: [
    [
      'meno di un minuto|meno di # minuti',
      'un minuto|# minuti',
      "circa un'ora|circa # ore",
      'un giorno|# giorni',
      'circa un mese|circa # mesi',
      'un mese|# mesi',
      'circa un anno|circa # anni',
      'più di un anno|più di # anni',
      'quasi un anno|quasi # anni',
    ],
    '# fa',
    'tra #',
  ],
  en: [
    [
      'less than a minute|less than # minutes',
      '1 minute|# minutes',
      'about 1 hour|about # hours',
      '1 day|# days',
      'about 1 month|about # months',
      '1 month|# months',
      'about 1 year|about # years',
      'over 1 year|over # years',
      'almost 1 year|almost # years',
    ],
    '# ago',
    'in #',
  ],
  nl: [
    [
      'minder dan een minuut|minder dan # minuten',
      'een minuut|# minuten',
      'ongeveer 1 uur|ongeveer # uur',
      '1 dag|# dagen',
      'ongeveer 1 maand|ongeveer # maanden',
      '1 maand|# maanden',
      'ongeveer 1 jaar|ongeveer # jaar',
      'meer dan 1 jaar|meer dan # jaar',
      'bijna 1 jaar|bijna # jaar',
    ],
    '# geleden',
    'over #',
  ],
};

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43200;

/**
 * date-fns's differenceInMonths(later, earlier) for dates two months apart at least, as here: its
 * exception for a month's last day only concerns dates one month apart.
 */
function monthsBetween(later: Date, earlier: Date): number {
  const months =
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  const back = new Date(later);
  if (back.getMonth() === 1 && back.getDate() > 27) back.setDate(30);
  back.setMonth(back.getMonth() - months);
  return back < earlier ? months - 1 : months;
}

/** formatRelative(date, language) as the app shows it at `now`; null for an invalid date. */
export function relativeDate(date: string, language: string, now: number): string | null {
  const [words, past, future] = PHRASES[language] ?? PHRASES.it!;
  const at = new Date(date);
  const comparison = +at - now;
  if (Number.isNaN(comparison)) return null;
  const [earlier, later] = comparison > 0 ? [new Date(now), at] : [at, new Date(now)];
  const seconds = Math.trunc((+later - +earlier) / 1000);
  // date-fns counts the hour a change to or from summer time adds or takes away.
  const shift = (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * 60;
  const minutes = Math.round((seconds - shift) / 60);
  const phrase = (token: number, count: number) => {
    const [one = '', other = ''] = words[token]!.split('|');
    const text = count === 1 ? one : other.replace('#', String(count));
    return (comparison > 0 ? future : past).replace('#', text);
  };
  if (minutes === 0) return phrase(0, 1);
  if (minutes < 45) return phrase(1, minutes);
  if (minutes < 90) return phrase(2, 1);
  if (minutes < MINUTES_IN_DAY) return phrase(2, Math.round(minutes / 60));
  if (minutes < 2520) return phrase(3, 1);
  if (minutes < MINUTES_IN_MONTH) return phrase(3, Math.round(minutes / MINUTES_IN_DAY));
  if (minutes < MINUTES_IN_MONTH * 2) return phrase(4, Math.round(minutes / MINUTES_IN_MONTH));
  const months = monthsBetween(later, earlier);
  if (months < 12) return phrase(5, Math.round(minutes / MINUTES_IN_MONTH));
  const years = Math.trunc(months / 12);
  const rest = months % 12;
  return rest < 3 ? phrase(6, years) : rest < 9 ? phrase(7, years) : phrase(8, years + 1);
}

/**
 * How long the app may take to replace the first view. A date whose words change within it (an
 * article of a few minutes ago, a boundary such as "44 minutes" to "about 1 hour") is left to the app.
 */
const TAKEOVER_MS = 30_000;

/** relativeDate now, if the app will still show the same words when it takes over; else null. */
export function steadyRelativeDate(date: string, language: string): string | null {
  const now = Date.now();
  const text = relativeDate(date, language, now);
  return text === relativeDate(date, language, now + TAKEOVER_MS) ? text : null;
}
