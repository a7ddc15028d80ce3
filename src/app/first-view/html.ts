import type { Translate } from '@/app/first-view/strings';

/**
 * A page's first view from its started answer, or null to leave the page to the app. Each page
 * with a first view exports one as `view` from its module here (src/app/public-pages.ts names
 * the module), and the build makes one script of it (build/first-view.ts).
 */
export type FirstViewPage = (t: Translate, language: string, answer: unknown) => Html | null;

/**
 * The top of a page that needs no answer (its heading, and the pickers' labels and boxes
 * without their choices), as it begins the page's `view`: index.html paints it inside the
 * page's frame (shell.ts `pageFrame`) on a wide screen before the answer arrives, and the view
 * keeps its heading. Built once per language by the build (build/first-view.ts
 * `firstViewFrames`). Only for a page whose heading is its largest paint on a wide screen
 * (/tables): on /statistics, /matches and /news, whose largest paint is the data's, the frame's
 * own frame put their data on screen 10–20 ms later (measured side by side, 6 desktop visits).
 */
export type FirstViewTop = (t: Translate) => Html;

/** A page's module in src/app/first-view, as the build's entry for its script imports it. */
export interface FirstViewModule {
  view: FirstViewPage;
  top?: FirstViewTop;
}

/**
 * Markup that is already safe: inserted as is by `markup`. `later` are the parts left out of it
 * (`laterPart`), in the order of their places in the markup.
 */
export class Html {
  constructor(
    readonly value: string,
    readonly later: readonly LaterPart[] = [],
  ) {}
  toString(): string {
    return this.value;
  }
}

/**
 * A part of a view built and put in only once the rest is on screen: long parts the page's
 * largest paint and its first screen's facts do not need (a player's 40 goals, /matches' later
 * days). Built with the rest, they were built, parsed and taken out again before the first
 * paint, for nothing (a CPU profile of a desktop's /matches). Only what ends the page's main
 * content: a part put in later must move nothing on screen. Its place in the markup is a
 * comment that data, escaped, can never write.
 */
export class LaterPart {
  constructor(readonly build: () => Html) {}
}

export const laterPart = (build: () => Html) => new LaterPart(build);

/** The comment that holds a later part's place. */
export const LATER_PLACE = '<!--first-view:later-->';

/** The markup with its later parts built in their places, theirs too: as it is once all in. */
export function withLaterParts(html: Html): string {
  let next = 0;
  return html.value.replaceAll(LATER_PLACE, () => {
    const part = html.later[next++];
    return part ? withLaterParts(part.build()) : '';
  });
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

type Value = Html | LaterPart | string | number | boolean | null | undefined | readonly Value[];

/** `value` as markup; the later parts it holds are added to `later`. */
function insert(value: Value, later: LaterPart[]): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof Html) {
    for (const part of value.later) later.push(part);
    return value.value;
  }
  if (value instanceof LaterPart) {
    later.push(value);
    return LATER_PLACE;
  }
  if (Array.isArray(value)) return value.map((item: Value) => insert(item, later)).join('');
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
  const later: LaterPart[] = [];
  let out = parts[0] ?? '';
  values.forEach((value, i) => {
    out += insert(value, later) + (parts[i + 1] ?? '');
  });
  return new Html(out, later);
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
