import { describe, expect, it } from 'vitest';
import { timeLeft } from '@/features/homepage/utils/countdown';

describe('timeLeft', () => {
  const now = Date.parse('2026-11-22T08:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft('2026-11-24T10:30:15Z', now)).toEqual({
      days: 2,
      hours: 2,
      minutes: 30,
      seconds: 15,
    });
  });

  it('is null when the event has started or passed', () => {
    expect(timeLeft('2026-11-22T08:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-11-21T08:00:00Z', now)).toBeNull();
  });
});
