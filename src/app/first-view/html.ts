import type { Translate } from '@/app/first-view/strings';

/**
 * A page's first view from its started answer, or null to leave the page to the app. Each page
 * with a first view exports one as `view` from its module here (src/app/public-pages.ts names
 * the module), and the build makes one script of it (build/first-view.ts).
 */
export type FirstViewPage = (t: Translate, language: string, answer: unknown) => Html | null;

/** A page's module in src/app/first-view, as the build's entry for its script imports it. */
export interface FirstViewModule {
  view: FirstViewPage;
  /**
   * The parts of the view (a selector) that are put in only once the rest is on screen: long
   * parts the page's largest paint and its first screen's facts do not need. Only what ends the
   * page's main content: a part put in later must move nothing on screen.
   */
  later?: string;
}

/** Markup that is already safe: inserted as is by `markup`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

function insert(value: Value): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(insert).join('');
  return escapeHtml(String(value as string | number));
}

/**
 * The template's own line breaks are layout of the source, not of the page: dropped next to a
 * tag or between two inserted values, a single space elsewhere (between attributes). The app's JSX renders no whitespace
 * between elements either, and whitespace would move inline content.
 */
function withoutLineBreaks(text: string): string {
  if (/^\s*\n\s*$/.test(text)) return '';
  return text
    .replace(/>\s*\n\s*/g, '>')
    .replace(/\s*\n\s*</g, '<')
    .replace(/\s*\n\s*/g, ' ');
}

/**
 * A template of markup whose inserted values are escaped, except nested `markup` templates: the
 * first view is built from the backend's data (team names, article titles), which must never
 * become markup.
 */
export function markup(strings: TemplateStringsArray, ...values: Value[]): Html {
  const parts = partsOf(strings);
  let out = parts[0] ?? '';
  values.forEach((value, i) => {
    out += insert(value) + (parts[i + 1] ?? '');
  });
  return new Html(out);
}

/**
 * A template's strings without their line breaks, worked out once per template (its strings
 * are one object wherever it is used): a season's fixture list fills the same row templates
 * hundreds of times, and their regular expressions took a phone 20–30 ms (4x) in its paint.
 */
const collapsed = new WeakMap<TemplateStringsArray, readonly string[]>();

function partsOf(strings: TemplateStringsArray): readonly string[] {
  let parts = collapsed.get(strings);
  if (!parts) {
    parts = strings.map(withoutLineBreaks);
    collapsed.set(strings, parts);
  }
  return parts;
}

/** A class attribute's value from parts, skipping empty ones. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
