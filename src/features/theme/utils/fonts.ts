/**
 * The curated font set offered by the appearance settings. Each font's CSS is its own lazy
 * chunk, bundled from npm (never a CDN), loaded only when the theme picks it. Inter, the
 * default, is bundled with the app (src/main.tsx) so the first paint never waits for it.
 */
const FONT_LOADERS = {
  Inter: () => Promise.resolve(),
  Roboto: () =>
    Promise.all([
      import('@fontsource/roboto/400.css'),
      import('@fontsource/roboto/500.css'),
      import('@fontsource/roboto/700.css'),
    ]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/400.css'),
      import('@fontsource/montserrat/500.css'),
      import('@fontsource/montserrat/600.css'),
      import('@fontsource/montserrat/700.css'),
    ]),
  Lato: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/400.css'),
      import('@fontsource/open-sans/500.css'),
      import('@fontsource/open-sans/600.css'),
      import('@fontsource/open-sans/700.css'),
    ]),
} as const satisfies Record<string, () => Promise<unknown>>;

export type FontFamily = keyof typeof FONT_LOADERS;

export const FONT_FAMILIES = Object.keys(FONT_LOADERS) as FontFamily[];
export const DEFAULT_FONT: FontFamily = 'Inter';

/** Unknown names (a font removed from the set, a typo in the row) fall back to the default. */
export function toFontFamily(value: string | null | undefined): FontFamily {
  return FONT_FAMILIES.find((font) => font === value) ?? DEFAULT_FONT;
}

/**
 * The CSS family name of each choice. Inter ships as one variable font file (all weights in
 * 48 KB instead of four 24 KB files), and @fontsource-variable names it "Inter Variable".
 */
export function cssFontFamily(font: FontFamily): string {
  return font === 'Inter' ? 'Inter Variable' : font;
}

export function loadFont(font: FontFamily): Promise<unknown> {
  return FONT_LOADERS[font]();
}
