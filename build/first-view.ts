import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { rolldown, type OutputBundle, type Plugin as RolldownPlugin } from 'rolldown';
import type { Plugin } from 'vite';
import { PUBLIC_PAGES } from '../src/app/public-pages.ts';
import { INITIAL_NAMESPACES, LANGUAGES } from '../src/lib/languages.ts';
import type { FirstViewTop, Html } from '../src/app/first-view/html.ts';
import type { Translate, translator } from '../src/app/first-view/strings.ts';
import { firstViewTexts } from './first-view-texts.ts';
import { LEAGUE_DATES_MODULE, leagueDatesModule } from './league-dates.ts';

const TEXTS_MODULE = 'virtual:first-view-texts';
const ENTRY_MODULE = 'virtual:first-view-entry';

/** What Vite exposes to client code: the VITE_ variables and its own. */
function clientEnv(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        name.startsWith('VITE_') || ['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL'].includes(name),
    ),
  );
}

/** date-fns's locales, as src/lib/dates.ts imports them. */
const DATE_LOCALES_MODULE = 'date-fns/locale';

/** The locale date-fns falls back to, which each of its formatting functions imports. */
const DATE_DEFAULT_LOCALE = /[\\/]date-fns[\\/]_lib[\\/]defaultLocale\.js$/;

/** The date-fns locale of each language: its export in DATE_LOCALES_MODULE and its own file. */
const DATE_LOCALES: Record<string, { name: string; file: string }> = {
  it: { name: 'it', file: 'locale/it.js' },
  en: { name: 'enGB', file: 'locale/en-GB.js' },
  nl: { name: 'nl', file: 'locale/nl.js' },
};

const dateFnsDir = dirname(createRequire(import.meta.url).resolve('date-fns/package.json'));

/**
 * What the first view writes with date-fns is relative dates (`formatDistance`, src/lib/dates.ts
 * `formatRelative`), which read nothing of a locale but its `formatDistance`. A script gets each
 * language's `formatDistance` only, for every locale src/lib/dates.ts names, and English's for
 * date-fns's fallback locale (en-US, whole, imported by `formatDistance` itself): the whole
 * locales' parsing and formatting tables were about a third of the news pages' and the home
 * page's scripts, compiled on a phone before the view could paint.
 */
function dateLocaleModule(): string {
  const imports: string[] = [];
  const locales: string[] = [];
  Object.entries(DATE_LOCALES).forEach(([language, { name, file: own }], index) => {
    const file = resolve(dateFnsDir, own);
    const from = /import \{ formatDistance \} from "([^"]+)";/.exec(
      readFileSync(file, 'utf8'),
    )?.[1];
    if (!from)
      throw new Error(`first-view: ${file} no longer imports its formatDistance (${language})`);
    imports.push(
      `import { formatDistance as f${index} } from ${JSON.stringify(resolve(dirname(file), from))};`,
    );
    locales.push(`const ${name} = { code: ${JSON.stringify(name)}, formatDistance: f${index} };`);
  });
  const names = Object.values(DATE_LOCALES).map(({ name }) => name);
  return [
    ...imports,
    ...locales,
    `export { ${names.join(', ')}, ${DATE_LOCALES.en?.name ?? names[0]} as defaultLocale };`,
  ].join('\n');
}

/**
 * What a date-fns function reads of a whole locale, besides `formatDistance`: a script that
 * uses one of them would fail on the trimmed locale (its property names survive minifying).
 */
const WHOLE_LOCALE = /\.(formatLong|localize)\b/;

/** A page with a first view: its module in src/app/first-view and the namespaces it may use. */
export interface FirstViewSource {
  view: string;
  namespaces: readonly string[];
}

/**
 * The pages index.html paints before the app runs (public-pages.ts), each with the translation
 * namespaces the app loads for it: the first view must say what the app then renders.
 */
export function firstViewSources(): FirstViewSource[] {
  return PUBLIC_PAGES.flatMap((page) =>
    'firstView' in page
      ? [{ view: page.firstView, namespaces: [...INITIAL_NAMESPACES, ...page.namespaces] }]
      : [],
  );
}

/** The asset name of a page's first-view script (hashed on output). */
const assetName = (view: string) => `first-view-${view}.js`;

/** Namespaces a script's code names in a key: `'standings:…`, `` `homepage:… ``. */
function namespacesIn(code: string, known: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const [, namespace] of code.matchAll(/["'`]([a-z-]+):/g))
    if (namespace && known.includes(namespace)) found.add(namespace);
  return found;
}

/** One language's first-view texts and the namespaces of its translation files. */
export interface FirstViewLanguage {
  code: string;
  texts: Readonly<Record<string, string>>;
  namespaces: readonly string[];
}

/** Every language's, read once for all the pages' scripts. */
export function firstViewLanguages(root: string): FirstViewLanguage[] {
  const texts = firstViewTexts(root);
  return LANGUAGES.map(({ code }) => {
    const own = texts[code];
    if (!own) throw new Error(`first-view: no texts for ${code}`);
    const files = readdirSync(resolve(root, 'public/locales', code));
    return { code, texts: own, namespaces: files.map((file) => file.replace(/\.json$/, '')) };
  });
}

/**
 * V8's compile hint for a script whose functions all run as it loads (Chromium 136 and later;
 * other engines read a comment): they are compiled with the script, on the thread that parses it
 * as it streams in, instead of one at a time on the main thread while the view is being built,
 * which is the page's critical path. A first view runs nearly all of its code once, at once.
 */
export const COMPILE_EVERYTHING = '//# allFunctionsCalledOnLoad';

/**
 * One page's first view with every language's texts, self-contained and minified; it paints in
 * the page's `lang`. Only the texts of the page's namespaces go in, and a key of another
 * namespace in its code fails the build: it would paint the key itself. One script per page, not
 * one for every page: on a phone's line and CPU a visit pays for its own page only (statistics:
 * 4.9 KB instead of 24.5 KB with brotli). Every language in it, not one script per language: the
 * page's address can then name its script before the page has picked a language
 * (`firstViewLinks`), for 0.4–1.5 KB more with gzip.
 */
export async function bundleFirstView(
  root: string,
  { view, namespaces }: FirstViewSource,
  languages: readonly FirstViewLanguage[],
  env: Record<string, unknown>,
): Promise<string> {
  const texts = Object.fromEntries(
    languages.map(({ code, texts: all }) => [
      code,
      Object.fromEntries(
        Object.entries(all).filter(([key]) => namespaces.includes(key.split(':')[0] ?? '')),
      ),
    ]),
  );
  const known = [...new Set(languages.flatMap((language) => language.namespaces))];
  const source = (file: string) => viewSource(root, file);
  const bundle = await viewBundle(
    root,
    [
      `import { startFirstView } from ${source('index.ts')};`,
      `import * as page from ${source(`${view}.ts`)};`,
      'startFirstView(page);',
    ].join('\n'),
    texts,
    env,
  );
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code.trim();
    const whole = WHOLE_LOCALE.exec(code);
    if (whole)
      throw new Error(
        `first-view: ${view}.ts uses date-fns with a locale's ${whole[1]}, which its trimmed ` +
          'locale lacks (build/first-view.ts dateLocaleModule)',
      );
    const foreign = [...namespacesIn(code, known)].filter((n) => !namespaces.includes(n));
    if (foreign.length)
      throw new Error(
        `first-view: ${view}.ts uses ${foreign.join(', ')}, which its page does not load ` +
          `(src/app/public-pages.ts namespaces)`,
      );
    return `${COMPILE_EVERYTHING}\n${code}`;
  } finally {
    await bundle.close();
  }
}

/** A module of src/app/first-view, as an import's quoted specifier. */
const viewSource = (root: string, file: string) =>
  JSON.stringify(resolve(root, 'src/app/first-view', file));

/** `entry`'s code bundled as the first views are: their virtual modules, texts and env. */
function viewBundle(
  root: string,
  entry: string,
  texts: Record<string, Record<string, string>>,
  env: Record<string, unknown>,
) {
  const virtual: RolldownPlugin = {
    name: 'first-view-virtual',
    resolveId: (id, importer) => {
      if ([TEXTS_MODULE, ENTRY_MODULE, DATE_LOCALES_MODULE, LEAGUE_DATES_MODULE].includes(id))
        return `\0${id}`;
      if (importer && DATE_DEFAULT_LOCALE.test(resolve(dirname(importer), id)))
        return `\0${DATE_LOCALES_MODULE}`;
      return null;
    },
    load: (id) => {
      if (id === `\0${DATE_LOCALES_MODULE}`) return dateLocaleModule();
      if (id === `\0${LEAGUE_DATES_MODULE}`) return leagueDatesModule();
      if (id === `\0${TEXTS_MODULE}`) return `export default ${JSON.stringify(texts)};`;
      if (id === `\0${ENTRY_MODULE}`) return entry;
      return null;
    },
  };
  return rolldown({
    input: ENTRY_MODULE,
    platform: 'browser',
    resolve: { alias: { '@': resolve(root, 'src') } },
    plugins: [virtual],
    // As Vite gives them to the app, so that the app's small helpers (src/lib/env.ts,
    // calendar-url.ts) work in the first view too.
    transform: { define: { 'import.meta.env': JSON.stringify(clientEnv(env)) } },
  });
}

/** What index.html's head needs to paint a page's frame before its answer. */
export interface FirstViewFrames {
  /** The frame around every page's top (shell.ts `pageFrame`), its place marked `\u0002`. */
  frame: string;
  /** Each page's top (html.ts `FirstViewTop`): `tops[view]`. */
  tops: Record<string, string>;
  /** The texts of both, left as `\u0001key\u0001`, in each language as markup: `texts[language][key]`. */
  texts: Record<string, Record<string, string>>;
  /** Where a frame is painted: the screens that get the web font with the stylesheet. */
  media: string;
}

/** How a template leaves a text's place, and the frame its top's: characters no markup writes. */
const TEXT_MARK = '\u0001';
const TOP_MARK = '\u0002';

/** A page's frame with one language's texts in it, as the head's script builds it. */
export function fillFrame(
  { frame, tops }: Pick<FirstViewFrames, 'frame' | 'tops'>,
  view: string,
  texts: Readonly<Record<string, string>>,
): string {
  return frame
    .replace(TOP_MARK, tops[view] ?? '')
    .split(TEXT_MARK)
    .map((part, i) => (i % 2 ? (texts[part] ?? '') : part))
    .join('');
}

interface FrameModule {
  pageFrame: (t: Translate, top: Html) => Html;
  translator: typeof translator;
  escapeHtml: (text: string) => string;
  Html: typeof Html;
  pages: Record<string, { top?: FirstViewTop }>;
}

/**
 * The frame of each page whose module has a `top` (src/app/first-view/html.ts), built by its own
 * code in Node: one template per page, the texts it names in every language. The build fails
 * when a language's frame, filled in as the head will, is not the frame that language's texts
 * build: a text the code changed, or interpolated, would otherwise paint wrong.
 */
export async function firstViewFrames(
  root: string,
  languages: readonly FirstViewLanguage[],
  env: Record<string, unknown>,
  media: string,
  views: readonly string[] = firstViewSources().map(({ view }) => view),
): Promise<FirstViewFrames> {
  const bundle = await viewBundle(
    root,
    [
      `export { pageFrame } from ${viewSource(root, 'shell.ts')};`,
      `export { translator } from ${viewSource(root, 'strings.ts')};`,
      `export { escapeHtml, Html } from ${viewSource(root, 'html.ts')};`,
      ...views.map((view, i) => `import * as page${i} from ${viewSource(root, `${view}.ts`)};`),
      `export const pages = { ${views.map((view, i) => `${JSON.stringify(view)}: page${i}`).join(', ')} };`,
    ].join('\n'),
    {},
    env,
  );
  try {
    const { output } = await bundle.generate({ format: 'iife', name: 'frames' });
    // Run apart from the build's own globals: it is the browser's code.
    const built = runInNewContext(`${output[0].code}\nframes`, {}) as FrameModule;
    const keys = new Set<Parameters<Translate>[0]>();
    const marked: Translate = (key, values) => {
      if (values) throw new Error(`first-view: a frame's text takes no values (${key})`);
      keys.add(key);
      return `${TEXT_MARK}${key}${TEXT_MARK}`;
    };
    const frame = built.pageFrame(marked, new built.Html(TOP_MARK)).value;
    const tops: Record<string, string> = {};
    for (const [view, { top }] of Object.entries(built.pages))
      if (top) tops[view] = top(marked).value;
    const texts = Object.fromEntries(
      languages.map(({ code, texts: all }) => {
        const t = built.translator(code, all);
        const own = Object.fromEntries([...keys].map((key) => [key, built.escapeHtml(t(key))]));
        for (const [view, { top }] of Object.entries(built.pages))
          if (top && fillFrame({ frame, tops }, view, own) !== built.pageFrame(t, top(t)).value)
            throw new Error(`first-view: ${view}'s frame in ${code} is not its template filled in`);
        return [code, own];
      }),
    );
    return { frame, tops, texts, media };
  } finally {
    await bundle.close();
  }
}

/** Whether a build made first-view scripts at all (a test's build of another page does not). */
export function hasFirstViews(bundle: OutputBundle): boolean {
  const names = new Set(firstViewSources().map(({ view }) => assetName(view)));
  return Object.values(bundle).some(
    (file) => file.type === 'asset' && file.names.some((name) => names.has(name)),
  );
}

/** Each page's first-view script in a build's output: `{ tables: 'assets/first-view-tables-….js', … }`. */
export function firstViewFiles(bundle: OutputBundle): Record<string, string> {
  const files: Record<string, string> = {};
  for (const { view } of firstViewSources()) {
    const asset = Object.values(bundle).find(
      (file) => file.type === 'asset' && file.names.includes(assetName(view)),
    );
    if (!asset) throw new Error(`first-view: the build has no ${assetName(view)}`);
    files[view] = asset.fileName;
  }
  return files;
}

/**
 * Each page's first-view script named in the response to the page's address, as a `Link`
 * preload (`_headers`' path, `:id` for a segment): the browser asks for it when the document's
 * headers arrive, instead of once the head's script has picked it, after the document's commit
 * and parse (traced on a phone: 0.1–0.2 s later, the view's script then the last thing the view
 * waited for). A visit the first view does not paint (signed in, or painted from its last view)
 * downloads it for nothing; the service worker's own copy of index.html, which serves every later
 * visit, carries no such header.
 */
export function firstViewLinks(
  files: Readonly<Record<string, string>>,
  base: string,
): [path: string, link: string][] {
  const root = base.endsWith('/') ? base : `${base}/`;
  return PUBLIC_PAGES.flatMap((page): [string, string][] => {
    const file = 'firstView' in page ? files[page.firstView] : undefined;
    return file ? [[`${root}${page.path}`, `<${root}${file}>; rel=preload; as=script`]] : [];
  });
}

/**
 * Production builds only: the first view (src/app/first-view) as one script per page, which
 * index.html's head adds only on a visit it can paint (build/route-preload.ts) and the page's
 * address names in its headers (`firstViewLinks`). Not inlined: every page and every later visit
 * would download and compile it (measured: 0.2 s of a phone's CPU before a stored view could
 * paint); as a file, hashed and kept by the browser, it shares the connection the document came
 * on.
 */
export function firstView(): Plugin {
  let root = process.cwd();
  let env: Record<string, unknown> = {};
  return {
    name: 'calcetto:first-view',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      env = config.env;
    },
    async buildStart() {
      const languages = firstViewLanguages(root);
      const scripts = firstViewSources().map(async (source) => ({
        name: assetName(source.view),
        source: await bundleFirstView(root, source, languages, env),
      }));
      for (const { name, source } of await Promise.all(scripts))
        this.emitFile({ type: 'asset', name, source });
    },
  };
}
