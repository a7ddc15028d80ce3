import { describe, expect, it } from 'vitest';
import { datePattern, leagueZone } from './league-dates';

describe('league dates at build time', () => {
  it("finds Rome's changes of offset: the last Sundays of March and October, 01:00 UTC", () => {
    const { offset, changes } = leagueZone();
    expect(offset).toBe(60);
    const at2026 = changes
      .filter(([minute]) => new Date(minute * 60_000).getUTCFullYear() === 2026)
      .map(([minute, to]) => [new Date(minute * 60_000).toISOString(), to]);
    expect(at2026).toEqual([
      ['2026-03-29T01:00:00.000Z', 120],
      ['2026-10-25T01:00:00.000Z', 60],
    ]);
    expect(changes).toHaveLength(62);
  });

  it('reads a pattern from Intl: fields, padding, literals and the names of that style', () => {
    expect(datePattern('it-IT', { dateStyle: 'short' })).toEqual({
      parts: [{ field: 'dd' }, '/', { field: 'MM' }, '/', { field: 'yy' }],
    });
    const full = datePattern('en-GB', { dateStyle: 'full', timeStyle: 'short' });
    expect(full.parts).toEqual([
      { field: 'EEE' },
      ', ',
      { field: 'd' },
      ' ',
      { field: 'MMM' },
      ' ',
      { field: 'y' },
      ' at ',
      { field: 'HH' },
      ':',
      { field: 'mm' },
    ]);
    expect(full.months?.[10]).toBe('November');
    expect(full.weekdays?.[0]).toBe('Monday');
  });

  it('refuses what a pattern cannot write: a 12-hour clock, an era', () => {
    expect(() => datePattern('en-US', { timeStyle: 'short' })).toThrow(/12-hour/);
    expect(() => datePattern('en-GB', { year: 'numeric', era: 'short' })).toThrow(/era/);
  });
});
