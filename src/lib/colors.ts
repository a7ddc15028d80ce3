export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses '#abc' or '#aabbcc' (the only forms the spec allows); anything else is null. */
export function parseHex(value: string | null | undefined): Rgb | null {
  if (!value) return null;
  const short = /^#([\da-f])([\da-f])([\da-f])$/i.exec(value);
  const long = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value);
  const parts = short ? short.slice(1).map((c) => c + c) : long?.slice(1);
  if (!parts) return null;
  const [r, g, b] = parts.map((part) => parseInt(part, 16)) as [number, number, number];
  return { r, g, b };
}

/** Perceived brightness (0–255) by the W3C formula. */
export function brightness({ r, g, b }: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

export const BRIGHTNESS_THRESHOLD = 128;

/** Dark text on bright colours, light text on dark ones. */
export function isLight(color: Rgb): boolean {
  return brightness(color) >= BRIGHTNESS_THRESHOLD;
}

/** HSL channels as the shadcn tokens want them: 'h s% l%'. */
export function toHslChannels({ r, g, b }: Rgb): string {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === rn) h = ((gn - bn) / d) % 6;
    else if (max === gn) h = (bn - rn) / d + 2;
    else h = (rn - gn) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return `${round(h)} ${round(s * 100)}% ${round(l * 100)}%`;
}

/** '#abc' → '#aabbcc' (lower case), as `<input type="color">` needs; invalid values are null. */
export function toLongHex(value: string | null | undefined): string | null {
  const rgb = parseHex(value);
  if (!rgb) return null;
  return `#${[rgb.r, rgb.g, rgb.b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance (0 black – 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * Black or white, whichever reads better on `background` by WCAG contrast. For colours nobody
 * checked for contrast, such as a team's own: on sky blue or light grey, which the brightness
 * rule calls dark, white text falls below 3:1 while black passes 7:1.
 */
export function inkOn(background: Rgb): '#000000' | '#ffffff' {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE)
    ? '#000000'
    : '#ffffff';
}

const TEAM_WITHOUT_COLOUR: Rgb = { r: 0x64, g: 0x74, b: 0x8b };

/** A team badge's CSS colours: its first colour (slate when it has none) and the ink for it. */
export function teamBadgeColours(colors: readonly string[] | null | undefined): {
  background: string;
  ink: string;
} {
  const rgb = parseHex(colors?.[0]) ?? TEAM_WITHOUT_COLOUR;
  return { background: `rgb(${rgb.r} ${rgb.g} ${rgb.b})`, ink: inkOn(rgb) };
}
