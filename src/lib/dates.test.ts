import { describe, expect, it } from 'vitest';
import { formatDay, formatRelative } from '@/lib/dates';

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
