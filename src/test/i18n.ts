import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { followDocumentLanguage, i18n, i18nOptions } from '@/lib/i18n';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Every public/locales/<lng>/<ns>.json, as { lng: { ns: json } }. */
export function localeResources(): Resources {
  const files = import.meta.glob<Record<string, unknown>>('/public/locales/*/*.json', {
    eager: true,
    import: 'default',
  });
  const resources: Resources = {};
  for (const [path, json] of Object.entries(files)) {
    const [, lng, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!lng || !ns) continue;
    (resources[lng] ??= {})[ns] = json;
  }
  return resources;
}

/**
 * The app's real i18n configuration and detector, with the JSON files bundled instead of
 * fetched, initialised synchronously so tests see the real strings from the first render.
 */
export async function initTestI18n() {
  const resources = localeResources();
  followDocumentLanguage();
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      lng: 'it',
      ns: Object.keys(resources.it ?? {}),
      resources,
      initAsync: false,
    });
}

export { i18n };
