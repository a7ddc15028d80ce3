import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatLeagueDate,
  formatRelative,
  leagueDayKey,
  leagueWallTime,
} from '@/lib/dates';
import { LEAGUE_DATE_STYLES, type LeagueDateStyle } from '@/lib/league-date-styles';
import { LANGUAGES } from '@/lib/languages';

describe('formatRelative', () => {
  const threeDaysAgo = Date.now() - 3 * 24 * 60 * 60 * 1000;

  it('uses the Italian "… fa" wording', () => {
    expect(formatRelative(threeDaysAgo, 'it')).toBe('3 giorni fa');
  });

  it('has English and Dutch equivalents', () => {
    expect(formatRelative(threeDaysAgo, 'en')).toBe('3 days ago');
    expect(formatRelative(threeDaysAgo, 'nl')).toBe('3 dagen geleden');
  });

  it('falls back to Italian for an unknown language', () => {
    expect(formatRelative(threeDaysAgo, 'xx')).toBe('3 giorni fa');
  });
});

describe('formatDay', () => {
  it('writes a calendar date the way each language does', () => {
    expect(formatDay('2025-09-01', 'it')).toBe('01/09/2025');
    expect(formatDay('2025-09-01', 'en')).toBe('01/09/2025');
    expect(formatDay('2025-09-01', 'nl')).toBe('01-09-2025');
  });
});

describe('formatLeagueDate', () => {
  it('shows the time in the league time zone, whatever the UTC offset', () => {
    // 19:30 UTC in November is 20:30 in Rome (CET, UTC+1).
    expect(formatLeagueDate('2026-11-16T19:30:00Z', 'it')).toMatch(/16 nov 2026.*20:30/);
    expect(formatLeagueDate('2026-11-16T19:30:00Z', 'en')).toMatch(/16 Nov 2026.*20:30/);
  });

  it('falls back to Italian for an unknown language', () => {
    expect(formatLeagueDate('2026-07-01T18:00:00Z', 'xx', 'time')).toBe('20:00');
    expect(formatLeagueDate('2026-07-01T18:00:00Z', 'xx', 'weekdayDate')).toBe(
      'mercoledì 1 luglio 2026',
    );
  });

  const HOUR = 3_600_000;
  // Every 7 h 13 min over three seasons: every hour of the day, every weekday and month, both
  // offsets; and the minutes around each change of offset in 2026 (29 March, 25 October).
  const instants = [
    ...Array.from({ length: 3_600 }, (_, i) => Date.UTC(2025, 6, 1) + i * (7 * HOUR + 13 * 60_000)),
    ...[Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)].flatMap((change) =>
      [-61, -60, -1, 0, 1, 59, 60].map((minutes) => change + minutes * 60_000),
    ),
  ];

  it.each(LANGUAGES.map(({ code, intl }) => [code, intl]))(
    'writes in %s what Intl writes in %s, in every style',
    (code, intl) => {
      for (const style of Object.keys(LEAGUE_DATE_STYLES) as LeagueDateStyle[]) {
        const intlFormat = new Intl.DateTimeFormat(intl, {
          ...LEAGUE_DATE_STYLES[style],
          timeZone: 'Europe/Rome',
        });
        const differing = instants
          .map((ms) => [formatLeagueDate(ms, code, style), intlFormat.format(ms)])
          .filter(([ours, theirs]) => ours !== theirs);
        expect(differing, style).toEqual([]);
      }
    },
  );

  it('asks Intl for a date outside the years the build covers', () => {
    expect(formatLeagueDate('1999-12-31T23:30:00Z', 'en', 'dateTime')).toBe('1 Jan 2000, 00:30');
    expect(formatLeagueDate('2060-06-01T10:00:00Z', 'it', 'time')).toBe('12:00');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatLeagueDate('not a date', 'it')).toThrow(RangeError);
  });
});

describe('leagueDayKey', () => {
  it("puts a late kick-off on Rome's calendar day, not UTC's", () => {
    expect(leagueDayKey('2026-11-16T23:30:00Z')).toBe('2026-11-17');
    expect(leagueDayKey('2026-07-16T22:30:00Z')).toBe('2026-07-17');
    expect(leagueDayKey('2026-07-16T21:59:00Z')).toBe('2026-07-16');
    expect(leagueDayKey('1990-07-16T22:30:00Z')).toBe('1990-07-17');
  });
});

describe('leagueWallTime', () => {
  it('counts weekdays from Monday', () => {
    expect(leagueWallTime('2026-11-23T10:00:00Z')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      weekday: 0,
      hour: 11,
      minute: 0,
    });
    expect(leagueWallTime('2026-11-22T22:59:00Z').weekday).toBe(6);
  });
});
