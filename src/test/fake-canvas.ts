import type { TextMeasurer } from '@/features/share-image/draw/text-fit';

/** A context whose glyphs are all 0.6 of the font size wide: widths are easy to reason about. */
export function fakeMeasurer(): TextMeasurer {
  return {
    font: '400 10px sans-serif',
    measureText(text: string) {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
      return { width: [...text].length * size * 0.6 };
    },
  };
}
