import { afterEach, describe, expect, it, vi } from 'vitest';
import { relativeDate, steadyRelativeDate } from '@/app/first-view/news-dates';
import { formatRelative } from '@/lib/dates';

vi.setConfig({ testTimeout: 60_000 });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Distances from now, denser where the words change faster. */
function distances(): number[] {
  const out: number[] = [];
  for (let d = 0; d <= HOUR; d += 40_000) out.push(d, d + 499, d + 29_999);
  for (let d = HOUR; d <= 3 * DAY; d += 20 * MINUTE) out.push(d, d + 30_000);
  for (let d = 3 * DAY; d <= 400 * DAY; d += 11 * HOUR + 7 * MINUTE) out.push(d);
  for (let d = 400 * DAY; d <= 6 * 365 * DAY; d += 3 * DAY + HOUR) out.push(d);
  return out;
}

/** Every count of every phrase: minutes, hours, days, months, and years with 0, 4 and 10 months. */
function counts(): number[] {
  const out: number[] = [];
  for (let m = 0; m < 45; m++) out.push(m * MINUTE);
  for (let h = 1; h <= 24; h++) out.push(h * HOUR);
  for (let d = 1; d <= 31; d++) out.push(d * DAY);
  for (let m = 1; m <= 12; m++) out.push(m * 30.5 * DAY);
  for (let y = 1; y <= 6; y++) for (const m of [0, 4, 10]) out.push((y * 365.25 + m * 30.5) * DAY);
  return out;
}

const LANGUAGES = ['it', 'en', 'nl', 'de'];

/** relativeDate and formatRelative, for dates at these distances before and after now. */
function expectSameWords(now: number, list: number[], language: (i: number) => string) {
  vi.setSystemTime(now);
  list.forEach((distance, i) => {
    for (const at of [now - distance, now + distance]) {
      const date = new Date(at).toISOString();
      const expected = formatRelative(date, language(i));
      // One assertion per difference, not per date: there are thousands.
      if (relativeDate(date, language(i), now) !== expected) {
        expect(relativeDate(date, language(i), now), `${date} in ${process.env.TZ}`).toBe(expected);
      }
    }
  });
}

const zone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});

describe("the first view's relative dates", () => {
  // The league's zone (daylight saving included), one without, one far away.
  it.each([
    ['Europe/Rome', -120],
    ['UTC', 0],
    ['America/New_York', 240],
  ])('say what formatRelative says, past and future (%s)', (timeZone, julyOffset) => {
    process.env.TZ = timeZone;
    expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).toBe(julyOffset);
    vi.useFakeTimers({ toFake: ['Date'] });
    // An ordinary day, the night summer time starts, the night it ends, months' last days.
    for (const now of [
      Date.parse('2026-11-20T09:15:42.123Z'),
      Date.parse('2026-03-29T01:30:00Z'),
      Date.parse('2026-10-25T02:10:00Z'),
      Date.parse('2027-01-31T23:59:59Z'),
      Date.parse('2026-08-31T21:30:00Z'),
      Date.parse('2028-02-29T12:00:00Z'),
    ]) {
      expectSameWords(now, distances(), (i) => LANGUAGES[i % LANGUAGES.length]!);
    }
  });

  it.each(LANGUAGES)('say every count as formatRelative does (%s)', (language) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expectSameWords(Date.parse('2026-11-20T09:15:42.123Z'), counts(), () => language);
  });

  it('leave to the app a date whose words change before it takes over', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.parse('2026-11-20T09:15:00Z');
    vi.setSystemTime(now);
    expect(steadyRelativeDate(new Date(now - 4 * DAY).toISOString(), 'it')).toBe('4 giorni fa');
    expect(steadyRelativeDate(new Date(now - 10 * MINUTE).toISOString(), 'it')).toBeNull();
    expect(steadyRelativeDate(new Date(now - 44 * MINUTE - 20_000).toISOString(), 'en')).toBeNull();
    expect(steadyRelativeDate('not a date', 'it')).toBeNull();
  });
});
