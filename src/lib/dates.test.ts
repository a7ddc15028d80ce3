import { describe, expect, it } from 'vitest';
import { formatDay, formatLeagueDate, formatRelative } from '@/lib/dates';

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
    expect(formatLeagueDate('2026-07-01T18:00:00Z', 'xx', { timeStyle: 'short' })).toBe('20:00');
    expect(formatLeagueDate('2026-07-01T18:00:00Z', 'xx', { month: 'long' })).toBe('luglio');
  });
});
