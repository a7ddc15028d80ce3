/** Every `step`-th label keeps them `minGap` pixels apart at least. */
export function labelStep(count: number, plotWidth: number, minGap = 26) {
  if (count <= 1) return 1;
  return Math.max(1, Math.ceil(minGap / (plotWidth / count)));
}

/** Whole numbers from `from` to `to`, about `count` of them, always both ends. */
export function integerTicks(from: number, to: number, count: number) {
  const span = Math.max(0, to - from);
  const step = Math.max(1, Math.ceil(span / Math.max(1, count)));
  const ticks: number[] = [];
  for (let value = from; value < to; value += step) ticks.push(value);
  ticks.push(to);
  // The last regular tick may sit on top of the end one.
  if (ticks.length > 2 && to - (ticks[ticks.length - 2] ?? to) < step / 2)
    ticks.splice(ticks.length - 2, 1);
  return ticks;
}
