import { describe, expect, it } from 'vitest';
import { formatLeagueDate } from '@/lib/league-date';

describe('formatLeagueDate', () => {
  it('shows the time in the league time zone, whatever the UTC offset', () => {
    // 19:30 UTC in November is 20:30 in Rome (CET, UTC+1).
    expect(formatLeagueDate('2026-11-16T19:30:00Z', 'it')).toMatch(/16 nov 2026.*20:30/);
    expect(formatLeagueDate('2026-11-16T19:30:00Z', 'en')).toMatch(/16 Nov 2026.*20:30/);
  });

  it('falls back to Italian for an unknown language', () => {
    expect(formatLeagueDate('2026-07-01T18:00:00Z', 'xx', { timeStyle: 'short' })).toBe('20:00');
    expect(formatLeagueDate('2026-07-01T18:00:00Z', 'xx', { month: 'long' })).toBe('luglio');
  });
});
