import { describe, expect, it } from 'vitest';
import {
  brightness,
  contrastRatio,
  inkOn,
  isLight,
  parseHex,
  toHslChannels,
  toLongHex,
} from '@/lib/colors';

describe('parseHex', () => {
  it('accepts 7-character values', () => {
    expect(parseHex('#64748b')).toEqual({ r: 100, g: 116, b: 139 });
    expect(parseHex('#FFFFFF')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('accepts 4-character values by doubling each digit', () => {
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHex('#F00')).toEqual({ r: 255, g: 0, b: 0 });
  });

  it.each([
    '',
    'abc',
    '#ab',
    '#abcd',
    '#abcde',
    '#abcdeff',
    '#ggg',
    '#12345g',
    'red',
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(parseHex(value)).toBeNull();
  });
});

describe('brightness rule', () => {
  it('computes (r*299 + g*587 + b*114) / 1000', () => {
    expect(brightness({ r: 100, g: 116, b: 139 })).toBeCloseTo(113.838);
  });

  it('treats 128 and above as light (dark text), below as dark (light text)', () => {
    expect(isLight({ r: 128, g: 128, b: 128 })).toBe(true);
    expect(isLight({ r: 127, g: 127, b: 127 })).toBe(false);
    expect(isLight({ r: 255, g: 255, b: 0 })).toBe(true);
    expect(isLight({ r: 0, g: 0, b: 255 })).toBe(false);
  });
});

describe('toHslChannels', () => {
  it('formats colours as shadcn HSL channels', () => {
    expect(toHslChannels({ r: 255, g: 0, b: 0 })).toBe('0 100% 50%');
    expect(toHslChannels({ r: 255, g: 255, b: 255 })).toBe('0 0% 100%');
    expect(toHslChannels({ r: 0, g: 0, b: 255 })).toBe('240 100% 50%');
  });
});

describe('toLongHex', () => {
  it('expands 4-character values and lower-cases 7-character ones', () => {
    expect(toLongHex('#F0a')).toBe('#ff00aa');
    expect(toLongHex('#1E3A8A')).toBe('#1e3a8a');
  });

  it('refuses anything else', () => {
    expect(toLongHex('#abcd')).toBeNull();
    expect(toLongHex('red')).toBeNull();
  });
});

describe('inkOn', () => {
  it.each([
    ['#0ea5e9', '#000000'],
    ['#facc15', '#000000'],
    ['#ffffff', '#000000'],
    ['#abcdef', '#000000'],
    ['#1d4ed8', '#ffffff'],
    ['#111111', '#ffffff'],
    ['#be123c', '#ffffff'],
    ['#64748b', '#ffffff'],
  ])('writes on %s in %s, with at least 4.5:1', (background, ink) => {
    const rgb = parseHex(background)!;
    expect(inkOn(rgb)).toBe(ink);
    expect(contrastRatio(rgb, parseHex(ink)!)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21);
    expect(contrastRatio(parseHex('#777777')!, parseHex('#ffffff')!)).toBeCloseTo(4.48, 2);
  });
});
