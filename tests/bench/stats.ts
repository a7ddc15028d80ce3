/**
 * How sure a side-by-side measurement is. On a 2-core machine a desktop visit's largest paint
 * spreads by 9–14% from visit to visit, so a lever worth 5% hides in one run of 8 visits and
 * shows in another (docs/decisions-bench.md, "How much one side-by-side measurement can tell").
 * The trace tool prints each ratio of medians with its bootstrap interval, so that a reading
 * says how far it can be trusted.
 */

/** A small seeded generator (mulberry32): the same visits give the same interval. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The median of the numbers among `values`; null when there are none. */
export const median = (values: (number | null | undefined)[]): number | null => {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function resample(values: number[], random: () => number): number[] {
  return values.map(() => values[Math.floor(random() * values.length)]!);
}

export interface RatioInterval {
  /** median(numerators) ÷ median(denominators) */
  ratio: number;
  low: number;
  high: number;
}

/**
 * The ratio of two groups' medians and its percentile bootstrap interval (`level`, 95% unless
 * told): each group resampled with replacement on its own, as the visits of a variant and of
 * its floor are independent. Null when either group is empty.
 */
export function medianRatioInterval(
  numerators: number[],
  denominators: number[],
  { draws = 4000, level = 0.95, seed = 1 } = {},
): RatioInterval | null {
  if (!numerators.length || !denominators.length) return null;
  const random = seededRandom(seed);
  const ratios: number[] = [];
  for (let i = 0; i < draws; i++)
    ratios.push(median(resample(numerators, random))! / median(resample(denominators, random))!);
  ratios.sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.min(draws - 1, Math.max(0, Math.floor(q * draws)))]!;
  return {
    ratio: median(numerators)! / median(denominators)!,
    low: at((1 - level) / 2),
    high: at(1 - (1 - level) / 2),
  };
}

/** `1.04× [0.97, 1.12]` */
export const intervalText = ({ ratio, low, high }: RatioInterval) =>
  `${ratio.toFixed(2)}× [${low.toFixed(2)}, ${high.toFixed(2)}]`;
