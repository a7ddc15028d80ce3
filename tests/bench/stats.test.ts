import { describe, expect, it } from 'vitest';
import { intervalText, medianRatioInterval, seededRandom } from './stats';

/** `count` visits around `centre` ms, spread by `spread` (a fraction), from a seeded generator. */
function visits(count: number, centre: number, spread: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => centre * (1 + spread * (random() * 2 - 1)));
}

describe('medianRatioInterval', () => {
  it('gives the ratio of the medians inside its interval', () => {
    const interval = medianRatioInterval([150, 170, 190, 210, 400], [160, 180, 200, 220, 240])!;
    expect(interval.ratio).toBeCloseTo(190 / 200);
    expect(interval.low).toBeLessThanOrEqual(interval.ratio);
    expect(interval.high).toBeGreaterThanOrEqual(interval.ratio);
  });

  it('says a lever within the spread of five visits is not told apart from none', () => {
    // Medians 5% apart, visits spread by 12% as a desktop's are on a 2-core machine.
    const interval = medianRatioInterval(visits(5, 210, 0.12, 1), visits(5, 200, 0.12, 2))!;
    expect(interval.low).toBeLessThan(1);
    expect(interval.high).toBeGreaterThan(1);
  });

  it('tells apart pages that are clearly apart', () => {
    const interval = medianRatioInterval(visits(8, 120, 0.1, 3), visits(8, 200, 0.1, 4))!;
    expect(interval.high).toBeLessThan(0.75);
  });

  it('narrows as visits are added', () => {
    const width = (count: number) => {
      const i = medianRatioInterval(visits(count, 200, 0.12, 5), visits(count, 200, 0.12, 6))!;
      return i.high - i.low;
    };
    expect(width(64)).toBeLessThan(width(8) * 0.6);
  });

  it('gives the same interval for the same visits', () => {
    const app = visits(10, 180, 0.1, 7);
    const floor = visits(10, 170, 0.1, 8);
    expect(medianRatioInterval(app, floor)).toEqual(medianRatioInterval(app, floor));
  });

  it('has nothing to say without visits on both sides', () => {
    expect(medianRatioInterval([], [200])).toBeNull();
    expect(medianRatioInterval([200], [])).toBeNull();
  });
});

describe('intervalText', () => {
  it('writes the ratio and its bounds to two places', () => {
    expect(intervalText({ ratio: 1.0449, low: 0.9712, high: 1.1234 })).toBe('1.04× [0.97, 1.12]');
  });
});
