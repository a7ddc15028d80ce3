import { leagueDayKey } from '@/lib/dates';

/**
 * A list's days after these render only near the screen (`render-near-screen`, src/index.css).
 * Not the first ones: a section a render puts on the page starts at its estimated height and
 * takes its own a frame later, which would move what the visitor sees when the app replaces the
 * first view. No screen shows more than a few days under the page's heading and pickers.
 */
export const DAYS_RENDERED_AT_ONCE = 6;

export interface DayGroup<T> {
  /** yyyy-mm-dd in the league's time zone. */
  day: string;
  matches: T[];
}

/**
 * Consecutive matches of the same league calendar day, keeping the given order (soonest or
 * newest first). A 23:30 UTC kick-off belongs to the next day in Rome, and is grouped there.
 */
export function groupByDay<T extends { match_date: string }>(matches: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const match of matches) {
    const day = leagueDayKey(match.match_date);
    const last = groups.at(-1);
    if (last && last.day === day) last.matches.push(match);
    else groups.push({ day, matches: [match] });
  }
  return groups;
}
