import { leagueDayKey } from '@/features/matches/utils/match-dates';

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
