import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitText, truncate, wrapLines } from '@/features/share-image/draw/text-fit';
import { fakeMeasurer } from '@/test/fake-canvas';

const options = { family: 'sans-serif', weight: 700, size: 40, minSize: 24, maxWidth: 300 };

describe('fitting text', () => {
  it('keeps a short text at its size on one line', () => {
    const fitted = fitText(fakeMeasurer(), 'Pro Loreto', { ...options, maxLines: 2 });
    expect(fitted).toMatchObject({ size: 40, lines: ['Pro Loreto'], cut: false });
  });

  it('shrinks a little before it wraps', () => {
    // 14 characters: 336 px at 40 px, 302 at 36, 291 at 34.6…: fits at 34 on one line.
    const fitted = fitText(fakeMeasurer(), 'Virtus Sanrocc', { ...options, maxLines: 2 });
    expect(fitted.lines).toEqual(['Virtus Sanrocc']);
    expect(fitted.size).toBeLessThan(40);
    expect(fitted.size).toBeGreaterThanOrEqual(32);
  });

  it('wraps a long name on two lines before it goes below the smallest size', () => {
    const fitted = fitText(fakeMeasurer(), 'Polisportiva Sant Anna Bergamo', {
      ...options,
      maxLines: 2,
    });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.cut).toBe(false);
    expect(fitted.width).toBeLessThanOrEqual(300);
  });

  it('cuts a 60-character name with an ellipsis at the smallest size, every line fitting', () => {
    const name = 'Associazione Sportiva Dilettantistica Oratorio San Giovanni B';
    const ctx = fakeMeasurer();
    const fitted = fitText(ctx, name, { ...options, maxLines: 2 });
    expect(fitted.size).toBe(24);
    expect(fitted.cut).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]?.endsWith(ELLIPSIS)).toBe(true);
    for (const line of fitted.lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(300);
  });

  it('takes no more lines than fit the height given', () => {
    const ctx = fakeMeasurer();
    const text = Array.from({ length: 30 }, (_, i) => `Marcatore${i}`).join(' · ');
    const fitted = fitText(ctx, text, {
      ...options,
      size: 22,
      minSize: 16,
      maxLines: 6,
      maxHeight: 100,
      leading: 1.3,
    });
    expect(fitted.lines.length * fitted.size * 1.3).toBeLessThanOrEqual(100);
    expect(fitted.cut).toBe(true);
  });

  it('breaks a word wider than the line', () => {
    const ctx = fakeMeasurer();
    ctx.font = '400 10px sans-serif';
    const lines = wrapLines(ctx, 'A'.repeat(120), 300);
    expect(lines.map((line) => line.length)).toEqual([50, 50, 20]);
  });

  it('fits one line of a single long word by cutting it', () => {
    const ctx = fakeMeasurer();
    const fitted = fitText(ctx, 'X'.repeat(60), { ...options, maxLines: 1 });
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.width).toBeLessThanOrEqual(300);
    expect(fitted.lines[0]?.endsWith(ELLIPSIS)).toBe(true);
  });

  it('truncates to nothing rather than overflow a box too narrow for an ellipsis', () => {
    const ctx = fakeMeasurer();
    ctx.font = '400 100px sans-serif';
    expect(truncate(ctx, 'Gatti', 30)).toBe('');
  });
});
