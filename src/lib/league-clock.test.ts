import { describe, expect, it } from 'vitest';
import {
  formatLeagueDateTime,
  fromLeagueDateTimeInput,
  inputsToIso,
  isoToInputs,
  toLeagueDateTimeInput,
  wallTimeToIso,
} from '@/lib/league-clock';

const wall = (year: number, month: number, day: number, hour: number, minute: number) =>
  wallTimeToIso({ year, month, day, hour, minute });

describe('wallTimeToIso', () => {
  it('reads wall-clock times in Europe/Rome, winter and summer', () => {
    expect(wall(2026, 1, 15, 20, 30)).toBe('2026-01-15T19:30:00.000Z');
    expect(wall(2026, 7, 1, 21, 0)).toBe('2026-07-01T19:00:00.000Z');
    expect(wall(2026, 12, 31, 23, 59)).toBe('2026-12-31T22:59:00.000Z');
    expect(wall(2027, 1, 1, 0, 0)).toBe('2026-12-31T23:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 02:00 → 03:00. 25 October 2026: 03:00 → 02:00.
    expect(wall(2026, 3, 29, 1, 59)).toBe('2026-03-29T00:59:00.000Z');
    expect(wall(2026, 3, 29, 2, 30)).toBeNull();
    expect(wall(2026, 3, 29, 3, 0)).toBe('2026-03-29T01:00:00.000Z');
    expect(wall(2026, 10, 25, 1, 30)).toBe('2026-10-24T23:30:00.000Z');
    expect(wall(2026, 10, 25, 4, 0)).toBe('2026-10-25T03:00:00.000Z');
  });

  it('refuses dates and times that do not exist', () => {
    expect(wall(2026, 2, 29, 20, 0)).toBeNull();
    expect(wall(2028, 2, 29, 20, 0)).toBe('2028-02-29T19:00:00.000Z');
    expect(wall(2026, 4, 31, 20, 0)).toBeNull();
    expect(wall(2026, 13, 1, 20, 0)).toBeNull();
    expect(wall(2026, 1, 1, 24, 0)).toBeNull();
    expect(wall(2026, 1, 1, 20, 60)).toBeNull();
  });
});

describe('form inputs and the import format', () => {
  it('round-trips date and time inputs through the league zone', () => {
    const iso = inputsToIso('2026-11-16', '20:30');
    expect(iso).toBe('2026-11-16T19:30:00.000Z');
    expect(isoToInputs(iso!)).toEqual({ date: '2026-11-16', time: '20:30' });
    expect(inputsToIso('2026-11-16', '')).toBeNull();
  });

  it('formats an instant as DD/MM/YYYY HH:mm in Rome', () => {
    expect(formatLeagueDateTime('2026-07-01T19:00:00Z')).toBe('01/07/2026 21:00');
  });
});

describe('league date-time inputs', () => {
  it('shows an instant in Rome time (winter and summer)', () => {
    expect(toLeagueDateTimeInput('2026-12-19T16:00:00Z')).toBe('2026-12-19T17:00');
    expect(toLeagueDateTimeInput('2026-07-01T18:30:00Z')).toBe('2026-07-01T20:30');
    expect(toLeagueDateTimeInput(null)).toBe('');
  });

  it('reads the input in Rome time', () => {
    expect(new Date(fromLeagueDateTimeInput('2026-12-19T17:00')!).toISOString()).toBe(
      '2026-12-19T16:00:00.000Z',
    );
    expect(new Date(fromLeagueDateTimeInput('2026-07-01T20:30')!).toISOString()).toBe(
      '2026-07-01T18:30:00.000Z',
    );
    expect(fromLeagueDateTimeInput('')).toBeNull();
    expect(fromLeagueDateTimeInput('19/12/2026 17:00')).toBeNull();
  });

  it('refuses times that never were on the league clocks', () => {
    expect(fromLeagueDateTimeInput('2026-02-31T20:00')).toBeNull();
    expect(fromLeagueDateTimeInput('2026-03-29T02:30')).toBeNull();
  });
});
