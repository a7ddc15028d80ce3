import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIRST_VIEW_KEYS } from '../src/app/first-view/keys.ts';
import { LANGUAGES } from '../src/lib/languages.ts';

/** `path.to.key` in a translation file's object, if it is a string. */
function lookUp(resources: unknown, path: string): string | undefined {
  let value: unknown = resources;
  for (const part of path.split('.')) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * FIRST_VIEW_KEYS in every language, from public/locales. A key missing in a language fails the
 * build: the first view would otherwise paint the key itself.
 */
export function firstViewTexts(root: string): Record<string, Record<string, string>> {
  const files = new Map<string, unknown>();
  const read = (language: string, namespace: string): unknown => {
    const file = resolve(root, 'public/locales', language, `${namespace}.json`);
    if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')));
    return files.get(file);
  };
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => [
      code,
      Object.fromEntries(
        FIRST_VIEW_KEYS.map((key) => {
          const [namespace = '', path = ''] = key.split(':');
          const text = lookUp(read(code, namespace), path);
          if (text === undefined) {
            throw new Error(`first-view: ${code}/${namespace}.json lacks ${path}`);
          }
          return [key, text];
        }),
      ),
    ]),
  );
}
