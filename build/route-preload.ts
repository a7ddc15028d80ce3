import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PUBLIC_PAGES, type PublicPage } from '../src/app/public-pages.ts';
import {
  FALLBACK_LANGUAGE,
  INITIAL_NAMESPACES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '../src/lib/languages.ts';
import {
  FIRST_VIEW_GIVE_UP_MS,
  LAST_VIEW_PREFIX,
  THEME_STORAGE_KEY,
} from '../src/lib/last-view.ts';
import {
  firstViewFiles,
  firstViewFrames,
  firstViewLanguages,
  type FirstViewFrames,
} from './first-view.ts';
import { pathPattern } from './hosting-headers.ts';
import { pageStartsViaSite, RPC_PATH, siteRpcPath } from './page-start-proxy.ts';
import { PICTURE_WIDTHS, SIZED_PICTURE } from '../src/lib/picture-sizes.ts';

/**
 * A page's start as the inline script reads it: the function, [argument, source] pairs, and
 * where the answer names the page's largest picture and how wide it is shown (public-pages.ts
 * `start.image`).
 */
export type StartConfig = [
  rpc: string,
  args: [name: string, source: string | number][],
  image: [at: (string | number)[], sizes: string] | null,
];

/** A page start's `image` as the inline script reads it. */
export function startImage(start: PublicPage['start']): StartConfig[2] {
  return start?.image ? [start.image.at.slice(), start.image.sizes] : null;
}

/** Where the inline script sends a page's start, and what tells it the visitor is signed in. */
export interface ApiConfig {
  /** VITE_SUPABASE_URL. */
  url: string;
  /**
   * Where a page start goes: the site's own path that the host forwards to the project
   * (build/page-start-proxy.ts), or `url` itself when the build says the host does not.
   */
  start: string;
  /** VITE_SUPABASE_ANON_KEY: sent as a URL parameter, which needs no CORS preflight. */
  anonKey: string;
  /** supabase-js's storage key for the session: a signed-in visitor's data is not public. */
  sessionKey: string;
}

/** The head's configuration, one for both of its scripts. */
export interface HeadConfig {
  pages: [
    pattern: string,
    files: string[],
    namespaces: string[],
    start: StartConfig | null,
    /** The page's first view (public-pages.ts `firstView`), if it has one. */
    firstView: string | null,
  ][];
  /** The app's entry module and the modules it imports statically. */
  app: string[];
  always: string[];
  languages: string[];
  fallback: string;
  storageKey: string;
  /** Where the light/dark choice is kept: the page paints in that mode from the start. */
  themeKey: string;
  initialNamespaces: string[];
  base: string;
  api: ApiConfig | null;
  /** Each page's first-view script, and what the head needs to know before adding it. */
  firstView: FirstViewConfig | null;
}

/**
 * Sends a signed-out visitor's request for the page's first screen (src/app/page-start.ts), on
 * a page with a `start` (and calls it off for a signed-in one). A script of its own, first in
 * the head and small (the addresses' patterns and the starts), so that the request leaves
 * before the browser has compiled the head's other script, whose file lists make it 9 KB: 19 ms
 * of a phone's CPU (4×) to compile, traced, then the language and colour mode before the
 * request went. ES5: it is inlined in index.html.
 */
export function startScript({
  pages,
  api,
}: {
  pages: HeadConfig['pages'];
  api: ApiConfig;
}): string {
  const config = {
    pages: pages.map((page) => [page[0], page[3]]),
    api,
    // A stored picture's name and copies (src/lib/picture-sizes.ts).
    pictures: { name: SIZED_PICTURE.source, widths: PICTURE_WIDTHS },
  };
  return `(function (c) {
  var i, page, session, stop = window.AbortController ? new AbortController() : null;
  for (i = 0; i < c.pages.length && !page; i++)
    if (new RegExp(c.pages[i][0]).test(location.pathname)) page = c.pages[i];
  if (!page || !page[1]) return;
  var query = new URLSearchParams(location.search), segments = location.pathname.split('/');
  var args = [], source, value;
  for (i = 0; i < page[1][1].length; i++) {
    source = page[1][1][i][1];
    value = typeof source === 'number' ? segments[source + 1] : query.get(source.slice(1));
    if (value) args.push(page[1][1][i][0] + '=' + encodeURIComponent(value));
  }
  args.push('apikey=' + c.api.anonKey);
  var call = page[1][0] + '?' + args.join('&'), api = c.api.url + '/rest/v1/rpc/';
  var started = { href: location.pathname + location.search, age: 0 };
  var ask = function (base) {
    return fetch(base + call, {
      headers: { accept: 'application/json' },
      signal: stop ? stop.signal : undefined
    });
  };
  // The address at \`path\` in the answer: keys and indexes, \`*\` the first element that has one.
  var named = function (value, path, at) {
    if (at === path.length) return typeof value === 'string' && value ? value : null;
    if (value === null || typeof value !== 'object') return null;
    if (path[at] !== '*') return named(value[path[at]], path, at + 1);
    for (var k = 0, found = null; k < value.length && !found; k++)
      found = named(value[k], path, at + 1);
    return found;
  };
  var response = ask(c.api.start).then(function (r) {
    // A host that does not forward the site's address answers it with index.html.
    if (c.api.start === api || /json/.test(r.headers.get('content-type') || '')) return r;
    return ask(api);
  }).then(function (r) {
    if (!r.ok) throw new Error('page start: ' + r.status);
    // A CDN's copy says how old it is (src/app/page-start.ts).
    started.age = +(r.headers.get('age') || 0) || 0;
    return r.json();
  }).then(function (answer) {
    // The page's largest picture, asked for as its <img> will (no crossorigin) so that it
    // finds it: on a phone the view's script and its building came 0.2 s after the answer.
    var src = page[1][2] && named(answer, page[1][2][0], 0), link, name, sized, set, k;
    if (src) {
      link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      // A picture stored with copies: the copy its <img> will pick (pictureSrcSet()).
      name = src.split(/[?#]/)[0];
      sized = new RegExp(c.pictures.name).exec(name);
      if (sized) {
        set = [];
        for (k = 0; k < c.pictures.widths.length; k++)
          if (c.pictures.widths[k] < +sized[2])
            set.push(sized[1] + '.' + sized[2] + 'w.' + c.pictures.widths[k] + '.' + sized[3] +
              src.slice(name.length) + ' ' + c.pictures.widths[k] + 'w');
        set.push(src + ' ' + sized[2] + 'w');
        link.setAttribute('imagesrcset', set.join(', '));
        link.setAttribute('imagesizes', page[1][2][1]);
      }
      link.href = src;
      document.head.appendChild(link);
    }
    return answer;
  });
  response['catch'](function () {});
  // Whether the visitor is signed in is read once the request has left: a page's first read
  // of localStorage waits for the browser to hand the renderer the site's storage, 7-10 ms
  // on a desktop (traced), and a team's, a player's or an article's answer, which no header
  // names, leaves only from here. A signed-in visitor's may show more than the public one:
  // it is called off and never handed to the app.
  try {
    session = localStorage.getItem(c.api.sessionKey);
  } catch (e) {}
  if (session) {
    if (stop) stop.abort();
    return;
  }
  started.response = response;
  window.__calcettoStart = started;
})(${JSON.stringify(config)});`;
}

/**
 * Runs in the page before anything else: picks the language the way i18next will (stored
 * choice, then the browser's languages, then the fallback) and the light or dark mode the way
 * the theme will, sets both on <html>, and asks at once for the app's modules, supabase-js,
 * the page's data module and its translations, which the app would otherwise only discover
 * once its main script has downloaded and run (on a page the first view paints, only once that
 * is done). When `startScript()` has sent the page's start, it asks for the first view's script
 * if the page has one. ES5 and small: it is inlined in index.html, after `startScript()`.
 */
export function preloadScript({ pages, api, ...rest }: HeadConfig): string {
  // Not the starts, nor the API's address and key: startScript() has sent the start already.
  const config = {
    ...rest,
    pages: pages.map(([pattern, files, namespaces, , firstView]) => [
      pattern,
      files,
      namespaces,
      firstView,
    ]),
    sessionKey: api?.sessionKey ?? null,
  };
  return `(function (c) {
  var d = document, lng = c.fallback, stored, session, mode, i, j, code, page;
  try {
    stored = localStorage.getItem(c.storageKey);
    mode = localStorage.getItem(c.themeKey);
    session = c.sessionKey && localStorage.getItem(c.sessionKey);
  } catch (e) {}
  var wanted = [stored].concat(navigator.languages || [navigator.language]);
  for (i = 0; i < wanted.length; i++) {
    code = String(wanted[i] || '').toLowerCase().split('-')[0];
    if (c.languages.indexOf(code) >= 0) { lng = code; break; }
  }
  d.documentElement.lang = lng;
  if (mode !== 'light' && mode !== 'dark')
    mode = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  d.documentElement.classList.add(mode);
  var files = c.always, namespaces = c.initialNamespaces;
  for (i = 0; i < c.pages.length; i++) {
    if (new RegExp(c.pages[i][0]).test(location.pathname)) {
      page = c.pages[i];
      files = files.concat(page[1]);
      namespaces = namespaces.concat(page[2]);
      break;
    }
  }
  function link(rel, href) {
    var l = d.createElement('link');
    l.rel = rel;
    if (rel === 'preload') l.as = 'fetch';
    l.crossOrigin = '';
    l.href = c.base + href;
    d.head.appendChild(l);
  }
  function loadApp() {
    window.__calcettoLoadApp = null;
    var k, languages = lng === c.fallback ? [lng] : [lng, c.fallback];
    for (k = 0; k < c.app.length; k++) link('modulepreload', c.app[k]);
    for (k = 0; k < files.length; k++) link('modulepreload', files[k]);
    for (k = 0; k < languages.length; k++)
      for (j = 0; j < namespaces.length; j++)
        link('preload', 'locales/' + languages[k] + '/' + namespaces[j] + '.json');
  }
  // A page the first view paints (src/app/first-view) needs only its answer, the first view's
  // script and the stylesheet first: on a phone's line the app's 250 KB would hold them back.
  // index.html's start of the app (build/last-view.ts) asks for it afterwards. Not when a
  // stored view of the address will be painted instead.
  var view = null, first = c.firstView, file, script, settle, state, frames, top, parts, key;
  try {
    key = first && first.viewPrefix + lng + ':' + mode + ':' + location.pathname + location.search;
    view = first && localStorage.getItem(key);
  } catch (e) {}
  file = page && page[3] && first && first.files[page[3]];
  if (file && window.__calcettoStart && view === null) {
    state = window.__calcettoFirstView = {
      settled: false,
      done: new Promise(function (resolve) { settle = resolve; }),
      finish: function (painted) {
        if (state.settled) return;
        state.settled = true;
        settle(painted);
      }
    };
    // The page's frame and heading, painted by index.html's restore script with the stylesheet
    // (build/last-view.ts) where the web font comes with it: the answer is not needed for them.
    frames = first.frames;
    top = frames.tops[page[3]];
    if (top && window.matchMedia && matchMedia(frames.media).matches) {
      parts = frames.frame.replace('\\u0002', top).split('\\u0001');
      for (i = 1; i < parts.length; i += 2) parts[i] = frames.texts[lng][parts[i]];
      state.frame = parts.join('');
    }
    setTimeout(function () { state.finish(false); }, first.giveUpMs);
    script = d.createElement('script');
    // A script added by a script is a low-priority request: on a phone's line it came after
    // the answer, which then waited for it.
    script.setAttribute('fetchpriority', 'high');
    script.src = c.base + file;
    script.onerror = function () { state.finish(false); };
    d.head.appendChild(script);
    window.__calcettoLoadApp = loadApp;
  } else if (view !== null && !session) {
    // A stored view of the address is painted first (build/last-view.ts): the app's files,
    // even from the device, would keep a phone's CPU from it.
    window.__calcettoLoadApp = loadApp;
    prepareView(key, view);
  } else loadApp();
  // The stored view, made ready here while the stylesheet is on its way (the restore script
  // after #root waits for it, then puts the view in): parsed, and its largest picture (the app
  // marks it fetchpriority=high) asked for and decoded. Done by the restore script, on a phone
  // (4x) the view went in 20-40 ms after the stylesheet without a picture, and 40-190 ms after
  // it waiting for the picture it had only then asked for.
  function prepareView(at, stored) {
    var parsed, markup, picture, image, decoded = null;
    try {
      parsed = JSON.parse(stored);
    } catch (e) {}
    if (!parsed || typeof parsed.html !== 'string') return;
    // The web font too, on a narrow screen, whose preload (fontPreloads()) is for a wide one
    // only, when this site's service worker has it (precached): from the line it would share
    // the phone's bandwidth with the stylesheet. Asked for only by the view's first layout, it
    // often came after it, and the view was laid out in the fallback, then again in the font;
    // and the app's text in the font, 2-3% larger, was a new and later largest paint when it
    // replaced the view (a phone's second visit of a team, 8 traced visits in 14: 0.71-0.91 s
    // instead of 0.2-0.25 s).
    var fonts = navigator.serviceWorker && navigator.serviceWorker.controller
      ? d.querySelectorAll('link[rel="preload"][as="font"][media]') : [];
    var font, f;
    for (f = 0; f < fonts.length; f++) {
      if (window.matchMedia && matchMedia(fonts[f].media).matches) continue;
      font = fonts[f].cloneNode();
      font.removeAttribute('media');
      d.head.appendChild(font);
    }
    // A template's pictures do not load.
    markup = d.createElement('template');
    markup.innerHTML = parsed.html;
    picture = markup.content.querySelector('img[fetchpriority="high"]');
    if (picture && picture.getAttribute('src') && window.Promise) {
      image = new Image();
      if (picture.getAttribute('srcset')) {
        image.sizes = picture.getAttribute('sizes') || '';
        image.srcset = picture.getAttribute('srcset');
      }
      image.src = picture.getAttribute('src');
      decoded = image.decode ? image.decode() : Promise.resolve();
    }
    window.__calcettoStoredView = { key: at, view: parsed, markup: markup, picture: decoded };
  }
})(${JSON.stringify(config)});`;
}

/** What the head's script needs for the first view (src/app/first-view, build/first-view.ts). */
export interface FirstViewConfig {
  /** Each page's first-view script, every language in it: `files[view]`. */
  files: Record<string, string>;
  /** LAST_VIEW_PREFIX: a stored view of the address is painted instead (build/last-view.ts). */
  viewPrefix: string;
  giveUpMs: number;
  /** The pages' frames before their answers (build/first-view.ts `firstViewFrames`). */
  frames: FirstViewFrames;
}

/** supabase-js's default storage key for a project URL (SupabaseClient's `sb-<ref>-auth-token`). */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** Vite's tags for the entry's static imports. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g;

/** The chunk of a source module and every chunk it imports statically, minus `skip`. */
function chunkClosure(
  chunks: OutputChunk[],
  moduleId: string,
  skip: ReadonlySet<string>,
): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // A module imported both statically and dynamically (src/lib/supabase.ts) may sit in a shared
  // chunk that has no facade.
  const root =
    chunks.find((c) => c.facadeModuleId === moduleId) ??
    chunks.find((c) => c.moduleIds.includes(moduleId));
  if (!root) throw new Error(`route-preload: no chunk for ${moduleId}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || skip.has(file)) return;
    files.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
  };
  visit(root.fileName);
  return [...files];
}

/** Vite's stylesheet tags; the group is what follows `rel="stylesheet"` (crossorigin, href). */
const STYLESHEET = /<link rel="stylesheet"((?: crossorigin)? href="[^"]+")>/g;

/**
 * The project's two connections, opened from the head's first bytes: one for its CORS
 * requests, one for the pictures its Storage serves, which a browser asks for with credentials,
 * on a connection of their own (a hint opens only the one it names). First in the head: the
 * browser's preload scanner does not look past an inline script, and behind the head's scripts
 * the hints were reached 130 ms after the document had come (traced on a phone's cold visit of
 * an article), so that the cover, asked for with the answer, still waited for its connection.
 */
export function projectPreconnects(url: string): string {
  return `<link rel="preconnect" href="${url}" crossorigin><link rel="preconnect" href="${url}">`;
}

/**
 * A preload of each stylesheet, for the head's start: the parser reaches the stylesheets' tags
 * only once the inline script has run (traced: 70–170 ms on a phone, with the stylesheet the
 * last file the page waited for), and the browser's preload scanner does not look past an
 * inline script. A preload, unlike the stylesheet's own tag, does not hold the script back.
 */
export function stylePreloads(html: string): string {
  return [...html.matchAll(STYLESHEET)]
    .map(([, attributes]) => `<link rel="preload" as="style"${attributes}>`)
    .join('');
}

/** The addresses of Vite's stylesheets. */
function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map(([, attributes = '']) =>
    attributes.replace(/^.*href="([^"]+)"$/, '$1'),
  );
}

/** Whether a @font-face's unicode-range (`U+??`, `U+0-FF`, `U+20AC`) covers `code`. */
function covers(range: string, code: number): boolean {
  return range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from.replace(/\?/g, '0'), 16);
    const high = parseInt(to.replace(/\?/g, 'F'), 16);
    return code >= low && code <= high;
  });
}

/**
 * The web font files a stylesheet's text is first set in: each @font-face with a woff2 source
 * whose unicode-range covers Latin letters (all of it when it has no range).
 */
export function latinFontFiles(css: string): string[] {
  const files: string[] = [];
  for (const [block = ''] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(block)?.[1];
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(block)?.[1];
    if (url && (!range || covers(range, 'a'.charCodeAt(0)))) files.push(url);
  }
  return files;
}

/**
 * Where the screen is wide, the web font is asked for with the stylesheet rather than once the
 * first view's text is laid out. A desktop then has it before the view paints, and the view's
 * text is set in it: set in the fallback, a heading was larger once the app replaced it in the
 * web font, and so counted as a new, later largest paint (traced on /matches: 3,400 px², then
 * 3,434 px² at the takeover, a second after the data showed). Not on a phone: on its line the
 * font's 47 KB would come before the page's answer and the view's script.
 */
export const FONT_PRELOAD_MEDIA = '(min-width: 1024px)';

export function fontPreloads(files: readonly string[]): string {
  return files
    .map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" media="${FONT_PRELOAD_MEDIA}">`,
    )
    .join('');
}

/**
 * `tag` right after `<meta charset>` and `<meta name="viewport">` (which index.html puts first):
 * before the stylesheet, which would hold an inline script back until it has loaded, and
 * without pushing the charset past the 1024 bytes a browser reads for it. After the viewport's
 * meta, because a phone lays out 980 pixels wide until it has read it: the head's media queries
 * saw a desktop's width, and a stored view's picture, asked for there (`prepareView()`), took
 * the copy for 980 pixels at twice the density, the full picture, and then the phone's own
 * (traced, a phone's second visit of `/`: the hero's 16 KB twice over).
 */
export function afterHeadMetas(html: string, tag: string): string {
  const charset = /<meta\s+charset=[^>]*>\s*/i.exec(html);
  if (!charset) throw new Error('route-preload: index.html has no <meta charset>');
  let end = charset.index + charset[0].length;
  const viewport = /^<meta\s+name="viewport"[^>]*>/i.exec(html.slice(end));
  if (!viewport)
    throw new Error('route-preload: index.html has no <meta name="viewport"> after its charset');
  end += viewport[0].length;
  return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
}

/**
 * What index.html's head starts with, after its charset and viewport: the project's
 * connections, the stylesheets' and the web font's preloads, the page's start and the script
 * that asks for the rest.
 */
export function headStart(html: string, fonts: readonly string[], config: HeadConfig): string {
  const { api, pages } = config;
  return (
    (api ? projectPreconnects(api.url) : '') +
    stylePreloads(html) +
    fontPreloads(fonts) +
    (api ? `<script>${startScript({ pages, api })}</script>` : '') +
    `<script>${preloadScript(config)}</script>`
  );
}

/**
 * Production builds only: index.html gets a small inline script that preloads, for the address
 * being opened, supabase-js, the page's data module and the translation files, in parallel
 * with the main script (docs/decisions-frontend.md, "Loading a page").
 */
export function routePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  let api: ApiConfig | null = null;
  let env: Record<string, unknown> = {};
  return {
    name: 'calcetto:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      env = config.env;
      const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = config.env;
      const project = typeof url === 'string' ? url.replace(/\/+$/, '') : '';
      api =
        project && typeof anonKey === 'string' && anonKey
          ? {
              url: project,
              start: pageStartsViaSite(config.env) ? siteRpcPath(base) : `${project}/${RPC_PATH}`,
              anonKey,
              sessionKey: sessionStorageKey(project),
            }
          : null;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle as OutputBundle).filter(
          (o): o is OutputChunk => o.type === 'chunk',
        );
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        // The entry and its imports: asked for by the script below (`app`), not by tags.
        const initial = new Set(chunkClosure(chunks, entry.facadeModuleId ?? '', new Set()));
        const routes = resolve(root, 'src/app/routes');
        const pages = PUBLIC_PAGES.map(
          (page: PublicPage): [string, string[], string[], StartConfig | null, string | null] => [
            pathPattern(page.path),
            // Not the page's own chunks: on a slow line they would share the bandwidth with the
            // main script, which has to run first anyway (measured: LCP later, not sooner).
            page.data ? chunkClosure(chunks, resolve(routes, `${page.data}.ts`), initial) : [],
            [...page.namespaces],
            page.start
              ? [page.start.rpc, Object.entries(page.start.args), startImage(page.start)]
              : null,
            page.firstView ?? null,
          ],
        );
        const always = chunkClosure(chunks, resolve(root, 'src/lib/supabase.ts'), initial);
        const viewFiles = firstViewFiles(ctx.bundle as OutputBundle);
        const config: HeadConfig = {
          pages,
          app: [...initial],
          always,
          languages: LANGUAGES.map((l) => l.code),
          fallback: FALLBACK_LANGUAGE,
          storageKey: LANGUAGE_STORAGE_KEY,
          themeKey: THEME_STORAGE_KEY,
          initialNamespaces: [...INITIAL_NAMESPACES],
          base,
          api,
          firstView: {
            files: viewFiles,
            viewPrefix: LAST_VIEW_PREFIX,
            giveUpMs: FIRST_VIEW_GIVE_UP_MS,
            frames: await firstViewFrames(root, firstViewLanguages(root), env, FONT_PRELOAD_MEDIA),
          },
        };
        // The script asks for the entry's imports itself, when the page is ready for them.
        const withoutPreloads = html.replace(MODULE_PRELOAD, '');
        const assets = Object.values(ctx.bundle as OutputBundle);
        const fonts = stylesheetHrefs(html).flatMap((href) => {
          const sheet = assets.find((file) => `${base}${file.fileName}` === href);
          return sheet?.type === 'asset' ? latinFontFiles(String(sheet.source)) : [];
        });
        return afterHeadMetas(withoutPreloads, headStart(html, fonts, config));
      },
    },
  };
}
