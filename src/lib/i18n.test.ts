import LanguageDetector from 'i18next-browser-languagedetector';
import { describe, expect, it, vi } from 'vitest';
import { detectionOptions, i18nOptions, LANGUAGES, NAMESPACES } from '@/lib/i18n';
import { localeResources } from '@/test/i18n';

function detectWith(navigatorLanguages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(navigatorLanguages);
  const detector = new LanguageDetector();
  detector.init(
    { languageUtils: {} } as ConstructorParameters<typeof LanguageDetector>[0],
    detectionOptions,
  );
  return detector.detect();
}

describe('language detection', () => {
  it('prefers the language stored in localStorage over the browser language', () => {
    localStorage.setItem('i18nextLng', 'en');
    expect(detectWith(['nl-NL', 'nl'])).toBe('en');
  });

  it('falls back to the browser language when nothing is stored', () => {
    expect(detectWith(['nl-NL', 'en'])).toBe('nl-NL');
  });

  it('uses the configuration the spec asks for', () => {
    expect(detectionOptions.order).toEqual(['localStorage', 'navigator']);
    expect(detectionOptions.caches).toEqual(['localStorage']);
    expect(i18nOptions.fallbackLng).toBe('it');
    expect(i18nOptions.supportedLngs).toEqual(['it', 'en', 'nl']);
    expect(i18nOptions).toMatchObject({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
  });
});

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('translation files', () => {
  const resources = localeResources();

  it('exist for every language and namespace', () => {
    for (const { code } of LANGUAGES) {
      expect(Object.keys(resources[code] ?? {}).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('namespace %s has the same keys in it, en and nl', (ns) => {
    const italian = keys(resources.it?.[ns] as Tree).sort();
    expect(italian.length).toBeGreaterThan(0);
    for (const lng of ['en', 'nl']) {
      const other = keys(resources[lng]?.[ns] as Tree).sort();
      const missing = italian.filter((key) => !other.includes(key));
      const extra = other.filter((key) => !italian.includes(key));
      expect({ lng, missing, extra }).toEqual({ lng, missing: [], extra: [] });
    }
  });

  it('has no empty strings', () => {
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, tree] of Object.entries(namespaces)) {
        const empty = keys(tree as Tree).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect({ lng, ns, empty }).toEqual({ lng, ns, empty: [] });
      }
    }
  });
});
