import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, '..', 'index.css'), 'utf8');

/** The descriptors of a @font-face block of `text`, by family. */
function fontFaces(text: string): Map<string, Record<string, string>> {
  const faces = new Map<string, Record<string, string>>();
  for (const [, body = ''] of text.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const descriptors = Object.fromEntries(
      body
        .split(';')
        .map((line) => line.trim().split(/:\s*(.*)/s))
        .filter(([name, value]) => name && value)
        .map(([name = '', value = '']) => [name, value.trim()]),
    );
    const { 'font-family': quoted, ...rest } = descriptors;
    const family = quoted?.replace(/^["']|["']$/g, '');
    if (family) faces.set(family, rest);
  }
  return faces;
}

describe("Inter's stand-ins", () => {
  it("resize the local fonts to Inter's metrics exactly as capsize computes them", () => {
    const { fontFaces: computed } = createFontStack([
      { ...inter, familyName: 'Inter Variable' },
      arial,
      roboto,
    ]);
    const ours = fontFaces(css);
    const expected = fontFaces(computed);
    expect(expected.size).toBe(2);
    for (const [family, descriptors] of expected) {
      const { src, ...metrics } = descriptors;
      const { src: ourSrc = '', ...ourMetrics } = ours.get(family) ?? {};
      expect(ourMetrics, family).toEqual(metrics);
      // The same local fonts first; Linux's metric twin of Arial may follow.
      expect(ourSrc.startsWith(src ?? '-'), family).toBe(true);
    }
  });
});
