/**
 * The site's languages and how the first one is chosen. Kept free of imports: the build
 * (build/route-preload.ts) reads it in Node to fetch the right translation files from
 * index.html, with the same choice i18next makes (src/lib/i18n.ts).
 */
/** `intl`: the locale dates and numbers are written in (British English: day before month). */
export const LANGUAGES = [
  { code: 'it', label: 'Italiano', intl: 'it-IT' },
  { code: 'en', label: 'English', intl: 'en-GB' },
  { code: 'nl', label: 'Nederlands', intl: 'nl-NL' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const FALLBACK_LANGUAGE: Language = 'it';

/** Where the chosen language is remembered; read before the browser's languages. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Namespaces every page uses, loaded with i18next itself. */
export const INITIAL_NAMESPACES = ['common', 'errors'] as const;
