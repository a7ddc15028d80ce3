import { afterEach, describe, expect, it, vi } from 'vitest';
import { steadyRelativeDate } from '@/app/first-view/news-dates';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(() => {
  vi.useRealTimers();
});

describe("the first view's relative dates", () => {
  it('say what the app says, unless the words change before the app takes over', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.parse('2026-11-20T09:15:00Z');
    vi.setSystemTime(now);
    expect(steadyRelativeDate(new Date(now - 4 * DAY).toISOString(), 'it')).toBe('4 giorni fa');
    expect(steadyRelativeDate(new Date(now - 2 * DAY).toISOString(), 'nl')).toBe('2 dagen geleden');
    expect(steadyRelativeDate(new Date(now - 10 * MINUTE).toISOString(), 'it')).toBeNull();
    expect(steadyRelativeDate(new Date(now - 44 * MINUTE - 20_000).toISOString(), 'en')).toBeNull();
    expect(steadyRelativeDate('not a date', 'it')).toBeNull();
  });
});
