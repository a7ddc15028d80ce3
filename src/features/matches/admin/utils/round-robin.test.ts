import { describe, expect, it } from 'vitest';
import {
  roundRobin,
  scheduleRounds,
  type Round,
  type ScheduleTeam,
} from '@/features/matches/admin/utils/round-robin';

const teams = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const pairKey = (a: number, b: number) => [a, b].sort((x, y) => x - y).join('-');

function checkLeg(rounds: Round<number>[], n: number) {
  const pairs = new Map<string, number>();
  for (const round of rounds) {
    const playing = round.matches.flatMap((m) => [m.home, m.away]);
    // Nobody plays twice in a round, and only the resting team sits out.
    expect(new Set(playing).size).toBe(playing.length);
    expect(playing.length + (round.bye === null ? 0 : 1)).toBe(n);
    for (const { home, away } of round.matches) {
      expect(home).not.toBe(away);
      const key = pairKey(home, away);
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  }
  // Every pair meets exactly once.
  expect(pairs.size).toBe((n * (n - 1)) / 2);
  expect([...pairs.values()].every((count) => count === 1)).toBe(true);
}

describe('roundRobin', () => {
  it.each([2, 4, 6, 10, 12, 40])('%i teams: n-1 rounds, every pair once', (n) => {
    const rounds = roundRobin(teams(n));
    expect(rounds).toHaveLength(n - 1);
    expect(rounds.every((r) => r.bye === null && r.matches.length === n / 2)).toBe(true);
    checkLeg(rounds, n);
  });

  it.each([3, 5, 7, 11])('%i teams: n rounds, each team rests exactly once', (n) => {
    const rounds = roundRobin(teams(n));
    expect(rounds).toHaveLength(n);
    checkLeg(rounds, n);
    const byes = rounds.map((r) => r.bye);
    expect(new Set(byes)).toEqual(new Set(teams(n)));
  });

  it('the second leg swaps home and away of the first, round by round', () => {
    const rounds = roundRobin(teams(6), 2);
    expect(rounds).toHaveLength(10);
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    checkLeg(rounds.slice(0, 5), 6);
    checkLeg(rounds.slice(5), 6);
    rounds.slice(0, 5).forEach((round, i) => {
      expect(rounds[i + 5].matches).toEqual(
        round.matches.map((m) => ({ home: m.away, away: m.home })),
      );
    });
  });

  it('keeps home games balanced: within one (even counts) or two (odd counts)', () => {
    for (const n of [4, 6, 9, 10, 11, 40]) {
      const homeGames = new Map<number, number>();
      for (const round of roundRobin(teams(n))) {
        for (const { home } of round.matches) homeGames.set(home, (homeGames.get(home) ?? 0) + 1);
      }
      const counts = teams(n).map((t) => homeGames.get(t) ?? 0);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(n % 2 === 0 ? 1 : 2);
    }
  });

  it('gives nothing for fewer than two teams', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([1])).toEqual([]);
  });
});

describe('scheduleRounds', () => {
  const squad: ScheduleTeam[] = [
    { id: 1, venueId: 100 },
    { id: 2, venueId: 200 },
    { id: 3, venueId: null },
    { id: 4, venueId: 400 },
  ];

  it('puts round k on the chosen weekday, k-1 weeks after the first one, at the league time', () => {
    // 2026-03-18 is a Wednesday; the first Monday on or after it is 23 March.
    const planned = scheduleRounds(roundRobin(squad), {
      startDate: '2026-03-18',
      weekday: 1,
      time: '20:30',
      venueMode: 'none',
      venueIds: [],
    });
    expect(planned).toHaveLength(6);
    expect([...new Set(planned.map((m) => m.match_date))]).toEqual([
      '2026-03-23T19:30:00.000Z',
      '2026-03-30T18:30:00.000Z', // summer time from 29 March
      '2026-04-06T18:30:00.000Z',
    ]);
    expect(planned.every((m) => m.venue_id === null)).toBe(true);
    expect(planned.map((m) => m.round)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('starts on the start date when it already is the weekday', () => {
    const [first] = scheduleRounds(roundRobin(squad), {
      startDate: '2026-03-23',
      weekday: 1,
      time: '21:00',
      venueMode: 'none',
      venueIds: [],
    });
    expect(first.match_date).toBe('2026-03-23T20:00:00.000Z');
  });

  it('uses the home team venue or rotates through the chosen venues', () => {
    const rounds = roundRobin(squad);
    const home = scheduleRounds(rounds, {
      startDate: '2026-03-23',
      weekday: 1,
      time: '21:00',
      venueMode: 'home',
      venueIds: [],
    });
    expect(
      home.every((m) => m.venue_id === squad.find((t) => t.id === m.home_team_id)?.venueId),
    ).toBe(true);
    const rotate = scheduleRounds(rounds, {
      startDate: '2026-03-23',
      weekday: 1,
      time: '21:00',
      venueMode: 'rotate',
      venueIds: [7, 8, 9],
    });
    expect(rotate.map((m) => m.venue_id)).toEqual([7, 8, 9, 7, 8, 9]);
  });
});
