import { brightness, isLight, parseHex, toHslChannels, type Rgb } from '@/lib/colors';
import { BRAND_STYLE_ID } from '@/lib/last-view';

export const DEFAULT_PRIMARY = '#09090b';
export const DEFAULT_SECONDARY = '#64748b';

const DARK_TEXT = '240 10% 3.9%';
const LIGHT_TEXT = '0 0% 98%';

/**
 * Below this brightness a brand colour cannot be told apart from the dark-mode background, so
 * dark mode keeps its own (light) primary instead; the default brand primary #09090b is one.
 */
const DARK_MODE_MIN_BRIGHTNESS = 48;

/** Text colour for a background: dark on bright colours, light on dark ones (threshold 128). */
export function foregroundFor(color: Rgb): string {
  return isLight(color) ? DARK_TEXT : LIGHT_TEXT;
}

export interface BrandColors {
  primary: Rgb;
  secondary: Rgb;
}

/** Parses the row's colours; missing or malformed values fall back to the defaults. */
export function brandColors(
  primary: string | null | undefined,
  secondary: string | null | undefined,
): BrandColors {
  return {
    primary: parseHex(primary) ?? (parseHex(DEFAULT_PRIMARY) as Rgb),
    secondary: parseHex(secondary) ?? (parseHex(DEFAULT_SECONDARY) as Rgb),
  };
}

function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');
}

/** The stylesheet overriding the shadcn colour tokens with the brand colours. */
export function brandingCss({ primary, secondary }: BrandColors): string {
  const secondaryVars = {
    secondary: toHslChannels(secondary),
    'secondary-foreground': foregroundFor(secondary),
  };
  const lightVars = {
    primary: toHslChannels(primary),
    'primary-foreground': foregroundFor(primary),
    ring: toHslChannels(primary),
    ...secondaryVars,
  };
  const darkVars = brightness(primary) >= DARK_MODE_MIN_BRIGHTNESS ? lightVars : secondaryVars;
  // `html:root` / `html.dark` outrank the `:root` / `.dark` rules of index.css whatever the
  // order of the stylesheets.
  return `html:root { ${declarations(lightVars)} } html.dark { ${declarations(darkVars)} }`;
}

/**
 * Writes the league's colours into the document's brand <style>, creating it once: for the app
 * (Branding) and for index.html's first view alike.
 */
export function applyBrandColors(
  primary: string | null | undefined,
  secondary: string | null | undefined,
): void {
  let style = document.getElementById(BRAND_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = BRAND_STYLE_ID;
    document.head.append(style);
  }
  style.textContent = brandingCss(brandColors(primary, secondary));
}
