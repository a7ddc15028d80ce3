import type { FirstViewKey } from '@/app/first-view/keys';

/** One language's texts, by key. */
export type FirstViewStrings = Readonly<Record<string, string>>;

/** Every language's texts, by language code. */
export type FirstViewTexts = Readonly<Record<string, FirstViewStrings>>;

type Values = Record<string, string | number>;

/** `t(key, values)` as i18next answers it for these keys: `{{name}}` values and `_one`/`_other`. */
export type Translate = (key: FirstViewKey | `${string}:${string}`, values?: Values) => string;

export function translator(language: string, strings: FirstViewStrings): Translate {
  const plural = new Intl.PluralRules(language);
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number' ? strings[`${key}_${plural.select(count)}`] : undefined) ??
      strings[key] ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  };
}
