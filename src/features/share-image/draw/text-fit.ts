/**
 * Fitting text into a box on a canvas: shrink, then wrap, then cut with an ellipsis, so that no
 * line is ever wider than its box. Works on anything that measures like a 2D context, so it is
 * tested without a canvas.
 */

export interface TextMeasurer {
  font: string;
  measureText(text: string): { width: number };
}

export interface FitOptions {
  /** CSS font-family list, already quoted. */
  family: string;
  weight: number;
  /** The size to draw at when the text fits. */
  size: number;
  /** The smallest size allowed; below it the text wraps, then is cut. */
  minSize: number;
  maxWidth: number;
  maxLines: number;
  /** Fewer lines where this many would be taller, at `leading` times the size each. */
  maxHeight?: number;
  leading?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** The widest line, as measured. */
  width: number;
  font: string;
  /** Some of the text did not fit and was cut (an ellipsis ends the last line). */
  cut: boolean;
}

export const ELLIPSIS = '…';

export function fontString(weight: number, size: number, family: string): string {
  return `${weight} ${size}px ${family}`;
}

/** A word too wide for a line, split into pieces that each fit. */
function splitWord(ctx: TextMeasurer, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && ctx.measureText(piece + char).width > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap at the context's current font; every line fits `maxWidth`. */
export function wrapLines(ctx: TextMeasurer, text: string, maxWidth: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (ctx.measureText(word).width <= maxWidth) {
      line = word;
    } else {
      const pieces = splitWord(ctx, word, maxWidth);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `line` shortened until it and an ellipsis fit `maxWidth`. */
export function truncate(ctx: TextMeasurer, line: string, maxWidth: number): string {
  let chars = [...line];
  while (chars.length > 0 && ctx.measureText(chars.join('') + ELLIPSIS).width > maxWidth) {
    chars = chars.slice(0, -1);
  }
  const kept = chars.join('').trimEnd();
  return ctx.measureText(kept + ELLIPSIS).width <= maxWidth ? kept + ELLIPSIS : '';
}

function widest(ctx: TextMeasurer, lines: string[]): number {
  return Math.max(0, ...lines.map((line) => ctx.measureText(line).width));
}

/**
 * The largest size from `size` down to `minSize` at which the text fits in `maxLines` lines of
 * `maxWidth`. Where it may wrap, it first tries one line shrunk by at most a fifth: a name that
 * shrinks a little reads better than one broken in two. At `minSize` whatever does not fit is
 * cut with an ellipsis. Leaves the context's font set to the answer's.
 */
export function fitText(ctx: TextMeasurer, text: string, options: FitOptions): FittedText {
  const { family, weight, maxWidth } = options;
  const leading = options.leading ?? 1.2;
  const linesAt = (size: number) =>
    options.maxHeight === undefined
      ? options.maxLines
      : Math.max(1, Math.min(options.maxLines, Math.floor(options.maxHeight / (size * leading))));
  const step = Math.max(1, Math.round(options.size / 20));
  const passes =
    options.maxLines > 1
      ? [
          { lines: () => 1, floor: Math.max(options.minSize, options.size * 0.8) },
          { lines: linesAt, floor: options.minSize },
        ]
      : [{ lines: () => 1, floor: options.minSize }];
  for (const pass of passes) {
    for (let size = options.size; size >= pass.floor; size -= step) {
      const font = fontString(weight, size, family);
      ctx.font = font;
      const wrapped = wrapLines(ctx, text, maxWidth);
      if (wrapped.length <= pass.lines(size)) {
        return { size, lines: wrapped, width: widest(ctx, wrapped), font, cut: false };
      }
    }
  }
  const size = options.minSize;
  const maxLines = linesAt(size);
  const font = fontString(weight, size, family);
  ctx.font = font;
  const wrapped = wrapLines(ctx, text, maxWidth);
  const lines = wrapped.slice(0, maxLines);
  const cut = wrapped.length > maxLines;
  if (cut) {
    const last = lines.length - 1;
    lines[last] = truncate(ctx, `${lines[last]} ${wrapped[maxLines]}`, maxWidth);
  }
  return { size, lines, width: widest(ctx, lines), font, cut };
}
