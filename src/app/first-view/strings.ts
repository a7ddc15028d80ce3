import type { FirstViewKey } from '@/app/first-view/keys';

/** One language's texts, by key. */
export type FirstViewStrings = Readonly<Record<string, string>>;

/** Every language's texts, by language code. */
export type FirstViewTexts = Readonly<Record<string, FirstViewStrings>>;

type Values = Record<string, string | number>;

/** `t(key, values)` as i18next answers it for these keys: `{{name}}` values and `_one`/`_other`. */
export type Translate = (key: FirstViewKey | `${string}:${string}`, values?: Values) => string;

export function translator(language: string, strings: FirstViewStrings): Translate {
  // Made at the first count: setting a language's plural rules up loads the browser's locale
  // data, 1-2 ms of a desktop's CPU before a view's first paint (traced), and most views count
  // nothing before it (an article's comments, the one count of /news/{slug}, come later).
  let plural: Intl.PluralRules | undefined;
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number'
        ? strings[`${key}_${(plural ??= new Intl.PluralRules(language)).select(count)}`]
        : undefined) ??
      strings[key] ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  };
}
