import i18n, { type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

import {
  FALLBACK_LANGUAGE,
  INITIAL_NAMESPACES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '@/lib/languages';

export { LANGUAGES, type Language } from '@/lib/languages';

/**
 * One namespace per feature, each a file public/locales/<lng>/<ns>.json. Add a namespace here
 * when a feature gets its own file; the translation test checks every file of every language.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'profile',
  'admin',
  'competitions',
  'matches',
  'playoffs',
  'standings',
  'statistics',
  'users',
  'admin-articles',
  'admin-gallery',
  'homepage-editor',
  'appearance',
  'countdown-admin',
  'homepage',
  'teams',
  'players',
  'news',
  'gallery',
  'admin-teams',
  'admin-players',
  'admin-venues',
  'admin-competitions',
  'admin-seasons',
  'admin-tournament-modes',
  'admin-sponsors',
  'admin-honors',
  'admin-dashboard',
  'admin-fixtures',
  'fixture-import',
  'admin-playoffs',
  'offline',
  'share-image',
  'season-charts',
] as const;

export const detectionOptions: DetectorOptions = {
  order: ['localStorage', 'navigator'],
  caches: ['localStorage'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
};

/** Shared by the browser and the tests, so tests run on the real configuration. */
export const i18nOptions: InitOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  // 'en-GB' from the browser resolves to 'en'.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: [...INITIAL_NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  detection: detectionOptions,
  // Translation loading per the spec: 5 retries, 350 ms first delay (i18next doubles it on
  // every retry), 10 files read in parallel. The http backend flags 5xx and network failures
  // as retryable; i18next's connector does the waiting.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  // i18next advertises a service in every visitor's console otherwise.
  showSupportNotice: false,
};

/**
 * Keeps <html lang> in the UI language. The document title is each page's (usePageMeta in
 * src/hooks), not set here: a namespace loading later would otherwise reset it to the app name.
 */
export function followDocumentLanguage(): void {
  const update = () => {
    document.documentElement.lang = i18n.resolvedLanguage ?? 'it';
  };
  i18n.on('languageChanged', update);
  i18n.on('loaded', update);
}

/** Browser set-up: files over HTTP, language from localStorage then the browser. */
export function initI18n(): Promise<unknown> {
  followDocumentLanguage();
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...i18nOptions,
      backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
    });
}

export { i18n };
