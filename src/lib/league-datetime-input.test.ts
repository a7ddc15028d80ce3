import { describe, expect, it } from 'vitest';
import { fromLeagueDateTimeInput, toLeagueDateTimeInput } from '@/lib/league-datetime-input';

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
});
