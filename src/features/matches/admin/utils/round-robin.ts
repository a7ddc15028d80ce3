import { inputsToIso } from '@/lib/league-clock';

export interface Pairing<T> {
  home: T;
  away: T;
}

export interface Round<T> {
  /** 1-based, counting on through the second leg. */
  round: number;
  matches: Pairing<T>[];
  /** The team resting this round (odd team counts only). */
  bye: T | null;
}

/**
 * Round-robin by the circle method: the first team stays put, the others rotate one place per
 * round, so every pair meets exactly once per leg and nobody plays twice in a round. An odd
 * count gets a phantom team; whoever draws it rests. Home and away alternate from round to round
 * for the fixed team and by position for the rest, so home games differ by at most one between
 * teams (two with an odd count). The second
 * leg repeats the first with home and away swapped.
 */
export function roundRobin<T>(teams: readonly T[], legs: 1 | 2 = 1): Round<T>[] {
  if (teams.length < 2) return [];
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = slots.length;
  const firstLeg: Round<T>[] = [];
  for (let r = 0; r < n - 1; r += 1) {
    const matches: Pairing<T>[] = [];
    let bye: T | null = null;
    for (let i = 0; i < n / 2; i += 1) {
      const a = slots[i];
      const b = slots[n - 1 - i];
      if (a === null || b === null) {
        bye = a ?? b;
        continue;
      }
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      matches.push(swap ? { home: b, away: a } : { home: a, away: b });
    }
    firstLeg.push({ round: r + 1, matches, bye });
    // Rotate every slot but the first one place clockwise.
    slots.splice(1, 0, slots.pop() as T | null);
  }
  if (legs === 1) return firstLeg;
  const secondLeg = firstLeg.map((round) => ({
    round: round.round + firstLeg.length,
    matches: round.matches.map(({ home, away }) => ({ home: away, away: home })),
    bye: round.bye,
  }));
  return [...firstLeg, ...secondLeg];
}

export type VenueMode = 'none' | 'home' | 'rotate';

export interface ScheduleOptions {
  /** 'yyyy-MM-dd': the first round is on the first `weekday` on or after it. */
  startDate: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 'HH:mm' in the league zone. */
  time: string;
  /** One round per this many days (7 = weekly). */
  intervalDays?: number;
  venueMode: VenueMode;
  /** Venues used in turn, match after match, when venueMode is 'rotate'. */
  venueIds: readonly number[];
}

export interface ScheduleTeam {
  id: number;
  venueId: number | null;
}

export interface PlannedMatch {
  round: number;
  home_team_id: number;
  away_team_id: number;
  venue_id: number | null;
  match_date: string;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Dates, times and venues for the rounds: one round per week (or interval) from the start. */
export function scheduleRounds(
  rounds: readonly Round<ScheduleTeam>[],
  options: ScheduleOptions,
): PlannedMatch[] {
  const interval = options.intervalDays ?? 7;
  const first = addDays(
    options.startDate,
    (options.weekday - weekdayOf(options.startDate) + 7) % 7,
  );
  let venueTurn = 0;
  const planned: PlannedMatch[] = [];
  rounds.forEach((round, index) => {
    const day = addDays(first, index * interval);
    // A skipped hour (clocks going forward) cannot be a kick-off; an hour later is the nearest.
    const matchDate = inputsToIso(day, options.time) ?? inputsToIso(day, shiftHour(options.time));
    if (!matchDate) throw new Error(`invalid kick-off time ${options.time}`);
    for (const { home, away } of round.matches) {
      let venue: number | null = null;
      if (options.venueMode === 'home') venue = home.venueId;
      if (options.venueMode === 'rotate' && options.venueIds.length > 0) {
        venue = options.venueIds[venueTurn % options.venueIds.length];
        venueTurn += 1;
      }
      planned.push({
        round: round.round,
        home_team_id: home.id,
        away_team_id: away.id,
        venue_id: venue,
        match_date: matchDate,
      });
    }
  });
  return planned;
}

function shiftHour(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${String((h + 1) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
