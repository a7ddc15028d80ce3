import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import latoLatin400 from '@fontsource/lato/files/lato-latin-400-normal.woff2?url';
import latoLatin700 from '@fontsource/lato/files/lato-latin-700-normal.woff2?url';
import latoLatinExt400 from '@fontsource/lato/files/lato-latin-ext-400-normal.woff2?url';
import latoLatinExt700 from '@fontsource/lato/files/lato-latin-ext-700-normal.woff2?url';
import montserratLatin400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import montserratLatin700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url';
import montserratLatinExt400 from '@fontsource/montserrat/files/montserrat-latin-ext-400-normal.woff2?url';
import montserratLatinExt700 from '@fontsource/montserrat/files/montserrat-latin-ext-700-normal.woff2?url';
import openSansLatin400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import openSansLatin700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url';
import openSansLatinExt400 from '@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2?url';
import openSansLatinExt700 from '@fontsource/open-sans/files/open-sans-latin-ext-700-normal.woff2?url';
import robotoLatin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import robotoLatin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import robotoLatinExt400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2?url';
import robotoLatinExt700 from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2?url';

/**
 * The share image's fonts: the theme's own font files, bundled from npm like the app's (the same
 * hashed files, so usually already in the browser's cache), registered under a family name of
 * their own so that a canvas never falls back to whatever the device has installed. The
 * languages the site speaks need the latin and latin-ext subsets.
 */
export const SHARE_FONT_FAMILY = 'Calcetto Share';

/** The family to give a 2D context's `font`; sans-serif only if the files failed to load. */
export const SHARE_FONT = `"${SHARE_FONT_FAMILY}", sans-serif`;

// From @fontsource's stylesheets.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

interface FontFile {
  url: string;
  /** A CSS weight or, for a variable font, a range. */
  weight: string;
  unicodeRange: string;
}

function staticFont(latin400: string, latin700: string, ext400: string, ext700: string) {
  return [
    { url: latin400, weight: '400', unicodeRange: LATIN },
    { url: latin700, weight: '700', unicodeRange: LATIN },
    { url: ext400, weight: '400', unicodeRange: LATIN_EXT },
    { url: ext700, weight: '700', unicodeRange: LATIN_EXT },
  ];
}

const FONT_FILES: Record<string, FontFile[]> = {
  Inter: [
    { url: interLatin, weight: '100 900', unicodeRange: LATIN },
    { url: interLatinExt, weight: '100 900', unicodeRange: LATIN_EXT },
  ],
  Roboto: staticFont(robotoLatin400, robotoLatin700, robotoLatinExt400, robotoLatinExt700),
  Montserrat: staticFont(
    montserratLatin400,
    montserratLatin700,
    montserratLatinExt400,
    montserratLatinExt700,
  ),
  Lato: staticFont(latoLatin400, latoLatin700, latoLatinExt400, latoLatinExt700),
  'Open Sans': staticFont(
    openSansLatin400,
    openSansLatin700,
    openSansLatinExt400,
    openSansLatinExt700,
  ),
};

let loaded: { font: string; faces: FontFace[] } | null = null;

/**
 * Registers the theme's font (Inter for an unknown name) as SHARE_FONT_FAMILY and waits for its
 * files: a canvas draws with whatever is loaded at that moment and never redraws.
 */
export async function loadShareFont(font: string): Promise<void> {
  const name = font in FONT_FILES ? font : 'Inter';
  if (loaded?.font === name) return;
  if (loaded) for (const face of loaded.faces) document.fonts.delete(face);
  const faces = (FONT_FILES[name] ?? []).map(
    ({ url, weight, unicodeRange }) =>
      new FontFace(SHARE_FONT_FAMILY, `url(${url}) format('woff2')`, { weight, unicodeRange }),
  );
  for (const face of faces) document.fonts.add(face);
  loaded = { font: name, faces };
  // A file that fails (offline) leaves the system font rather than no image at all.
  await Promise.allSettled(faces.map((face) => face.load()));
}
