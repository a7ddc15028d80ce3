import { describe, expect, it } from 'vitest';
import { groupByDay } from '@/features/matches/utils/group-by-day';

describe('groupByDay', () => {
  it('groups by the calendar day in Rome, not in UTC', () => {
    const groups = groupByDay([
      { id: 1, match_date: '2026-11-22T19:30:00Z' },
      // 00:15 on the 23rd in Rome (UTC+1), though still the 22nd in UTC.
      { id: 2, match_date: '2026-11-22T23:15:00Z' },
      { id: 3, match_date: '2026-11-23T20:45:00Z' },
    ]);
    expect(groups.map((g) => [g.day, g.matches.map((m) => m.id)])).toEqual([
      ['2026-11-22', [1]],
      ['2026-11-23', [2, 3]],
    ]);
  });

  it('keeps the given order, newest first included', () => {
    const groups = groupByDay([
      { id: 3, match_date: '2026-07-02T19:45:00Z' },
      { id: 2, match_date: '2026-07-02T18:30:00Z' },
      { id: 1, match_date: '2026-06-30T18:30:00Z' },
    ]);
    // Summer time: UTC+2.
    expect(groups.map((g) => [g.day, g.matches.map((m) => m.id)])).toEqual([
      ['2026-07-02', [3, 2]],
      ['2026-06-30', [1]],
    ]);
  });
});
