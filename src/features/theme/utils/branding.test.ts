import { describe, expect, it } from 'vitest';
import { brandColors, brandingCss, foregroundFor } from '@/features/theme/utils/branding';
import { toFontFamily } from '@/features/theme/utils/fonts';

const DARK_TEXT = '240 10% 3.9%';
const LIGHT_TEXT = '0 0% 98%';

describe('branding', () => {
  it('picks dark text on bright colours and light text on dark ones', () => {
    expect(foregroundFor({ r: 250, g: 204, b: 21 })).toBe(DARK_TEXT);
    expect(foregroundFor({ r: 9, g: 9, b: 11 })).toBe(LIGHT_TEXT);
  });

  it('falls back to the default colours for invalid values', () => {
    expect(brandColors('nope', '#12')).toEqual(brandColors('#09090b', '#64748b'));
    expect(brandColors(null, undefined)).toEqual({
      primary: { r: 9, g: 9, b: 11 },
      secondary: { r: 100, g: 116, b: 139 },
    });
  });

  it('writes the primary and its text colour as CSS variables', () => {
    const css = brandingCss(brandColors('#ff0', '#1e3a8a'));
    expect(css).toContain('--primary: 60 100% 50%;');
    expect(css).toContain(`--primary-foreground: ${DARK_TEXT};`);
    expect(css).toContain(`--secondary-foreground: ${LIGHT_TEXT};`);
    // A visible brand colour is used in dark mode too.
    expect(css.split('html.dark')[1]).toContain('--primary: 60 100% 50%;');
  });

  it('keeps the dark-mode primary when the brand primary is too dark to see there', () => {
    const dark = brandingCss(brandColors('#09090b', '#64748b')).split('html.dark')[1];
    expect(dark).not.toContain('--primary:');
    expect(dark).toContain('--secondary:');
  });

  it('accepts only fonts of the curated set', () => {
    expect(toFontFamily('Montserrat')).toBe('Montserrat');
    expect(toFontFamily('Comic Sans MS')).toBe('Inter');
    expect(toFontFamily(null)).toBe('Inter');
  });
});
