import { createHash } from 'node:crypto';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { BRAND_STYLE_ID, LARGEST_PICTURE_WAIT_MS, LAST_VIEW_PREFIX } from '../src/lib/last-view.ts';
import { sessionStorageKey } from './route-preload.ts';

/** Where the restore goes: right after the element it fills, so it runs before the first paint. */
const ROOT_ELEMENT = /<div id="root"><\/div>/;

/**
 * Runs as soon as #root is parsed: paints the signed-out visitor's last view of this address,
 * in the language and colour mode the head's script chose (build/route-preload.ts), tells the
 * app whether it did (window.__calcettoLastView), and starts the app, after the first view
 * when there is one to wait for. ES5 and small: it is
 * inlined in index.html.
 */
export function restoreScript(config: {
  build: string;
  prefix: string;
  styleId: string;
  sessionKey: string | null;
  /** The app's entry module: started here, after the view's first frame when there is one. */
  entry: string;
  /** How long the app waits, at most, for the view's frame to be on screen. */
  paintWaitMs: number;
  /** How long the view waits, at most, for its largest picture. */
  pictureWaitMs: number;
  /** How long the app waits, at most, for the view's largest picture to have loaded. */
  largestPictureWaitMs: number;
}): string {
  return `(function (c) {
  var d = document, h = d.documentElement, root = d.getElementById('root'), view, style, first;
  // The first view may have painted already (src/app/first-view): its state is kept.
  var state = window.__calcettoLastView = window.__calcettoLastView || { shown: false };
  state.build = c.build;
  function startApp() {
    if (window.__calcettoLoadApp) window.__calcettoLoadApp();
    var app = d.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = c.entry;
    d.body.appendChild(app);
  }
  function start(then) {
    // The first view's long parts, held back from its first paint (src/app/first-view), get a
    // frame of their own before the app's requests and evaluation: started with them, the home
    // page's table and news (the rows after its first two) showed 0.3 s after its hero on a
    // phone (4x), once the app had been evaluated.
    then = then || startApp;
    if (!state.putBack || !state.putBack() || d.visibilityState === 'hidden') return then();
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(then, 0); });
    });
  }
  // Evaluating the app takes a phone's CPU most of a second: paint the view first. A frame's
  // callbacks run before its paint, and a task they queue can still come before that paint on
  // a busy phone (traced: the app's start, 175 ms at 4x, ran between the view's layout and its
  // paint); the next frame's callback comes once the view's frame is painted. Painted is not
  // yet on screen: the frame is still rastered, off the main thread, and the app's 25 requests
  // and its compiling took the CPU from that (traced on a desktop: 180 ms from the view's paint
  // to the screen, where the static page took 100). The page's first contentful paint is
  // reported once that frame is on screen; a second after the view, the app starts anyway.
  // A hidden page gets no frames. And the view's largest picture (the one it marks
  // fetchpriority=high) first: on a phone's line the app's files took its bandwidth, and the
  // home page's hero came 1.5 s after it was asked for instead of 0.6 s (the bench's phone with
  // its round trips paid on opening connections too, 2026-12-07).
  function startAfterPaint() {
    if (d.visibilityState === 'hidden') return start();
    var frames = false, shown = false, pictured = false, partsIn = false, started = false;
    var picture = root && root.querySelector('img[fetchpriority="high"]');
    // The view's long parts go in once it is on screen, whether its picture has come or not.
    function go() {
      if (frames && shown && partsIn === false) {
        partsIn = null;
        setTimeout(function () {
          start(function () { partsIn = true; go(); });
        }, 0);
      }
      if (partsIn && pictured && !started) {
        started = true;
        startApp();
      }
    }
    function loaded() {
      pictured = true;
      go();
    }
    if (!picture || picture.complete) pictured = true;
    else {
      picture.addEventListener('load', loaded);
      picture.addEventListener('error', loaded);
      setTimeout(loaded, c.largestPictureWaitMs);
    }
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { frames = true; go(); });
    });
    try {
      if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        shown = true;
        go();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      shown = true;
    }
    setTimeout(function () { frames = shown = true; go(); }, c.paintWaitMs);
  }
  var key = c.prefix + h.lang + ':' + (h.classList.contains('dark') ? 'dark' : 'light') + ':' +
    location.pathname + location.search;
  // Read, parsed and its picture asked for by the head's script (build/route-preload.ts); taken
  // once, so that the view's markup is not kept for the rest of the visit.
  var ready = window.__calcettoStoredView;
  window.__calcettoStoredView = undefined;
  if (ready && ready.key !== key) ready = null;
  try {
    if (!(c.sessionKey && localStorage.getItem(c.sessionKey)))
      view = ready ? ready.view : JSON.parse(localStorage.getItem(key));
  } catch (e) {}
  if (!view || view.build !== c.build || !root) {
    // The first view (src/app/first-view) paints this page from its answer: the app would
    // take the phone's CPU away from it, and the answer from it, so it starts after.
    // Its frame and heading meanwhile, on a wide screen (build/route-preload.ts): the view
    // keeps the heading, which is then the largest paint from this frame on.
    first = window.__calcettoFirstView;
    if (first && first.frame && !first.settled && root && !root.firstChild)
      root.innerHTML = first.frame;
    if (first)
      first.done.then(function (painted) {
        if (painted) startAfterPaint(); else start();
      });
    else start();
    return;
  }
  if (view.brand) {
    style = d.createElement('style');
    style.id = c.styleId;
    style.textContent = view.brand;
    d.head.appendChild(style);
  }
  // The view's largest picture (the app marks it fetchpriority=high: the home page's hero, the
  // first cover of /news) is decoded before the view goes in, so that the view's first frame
  // has it. Put in at once, a phone (4x) laid the view out for 0.2-0.3 s, the picture came in
  // meanwhile and missed that frame, and the next frame came only after the second layout in
  // the web font and the app's first requests: the hero painted 0.3-0.7 s after the text
  // (traced on /: the largest paint 0.89 s, 1.27x the static page's; waiting, 0.62 s, 0.88x).
  var markup = ready ? ready.markup : d.createElement('template'), painted = false;
  if (!ready) markup.innerHTML = view.html;
  function paint() {
    if (painted) return;
    painted = true;
    root.appendChild(markup.content);
    state.shown = true;
    startAfterPaint();
  }
  if (!ready || !ready.picture) return paint();
  ready.picture.then(paint, paint);
  setTimeout(paint, c.pictureWaitMs);
})(${JSON.stringify(config)});`;
}

/**
 * The app's start waits for the view's frame to be on screen, this long at most: the home page's
 * view took a phone (4x) 0.3 s from its insertion to its paint (traced).
 */
export const PAINT_WAIT_MS = 1000;

/**
 * How long a stored view waits, at most, for its largest picture before it goes in: the picture
 * comes from the device (the HTTP cache or the service worker's), 50–130 ms on the bench's
 * phone.
 */
export const PICTURE_WAIT_MS = 200;

/** Vite's tag for the app's entry module. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The deploy's id: a digest of every file name the build wrote. A stored view is markup for one
 * deploy's styles and app; any change to either makes the views of earlier deploys unused.
 */
export function buildId(bundle: OutputBundle): string {
  const names = Object.keys(bundle).sort().join('\n');
  return createHash('sha256').update(names).digest('base64url').slice(0, 16);
}

/** Production builds only: index.html paints the last view (src/lib/last-view.ts). */
export function lastView(): Plugin {
  let sessionKey: string | null = null;
  return {
    name: 'calcetto:last-view',
    apply: 'build',
    configResolved(config) {
      const url: unknown = config.env.VITE_SUPABASE_URL;
      sessionKey = typeof url === 'string' && url ? sessionStorageKey(url) : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        if (!ROOT_ELEMENT.test(html)) throw new Error('last-view: index.html has no empty #root');
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('last-view: index.html has no entry module script');
        const script = restoreScript({
          build: buildId(ctx.bundle as OutputBundle),
          prefix: LAST_VIEW_PREFIX,
          styleId: BRAND_STYLE_ID,
          sessionKey,
          entry,
          paintWaitMs: PAINT_WAIT_MS,
          pictureWaitMs: PICTURE_WAIT_MS,
          largestPictureWaitMs: LARGEST_PICTURE_WAIT_MS,
        });
        // The head's script asks for the entry (build/route-preload.ts); the script below runs it.
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(ROOT_ELEMENT, (element) => `${element}\n    <script>${script}</script>`);
      },
    },
  };
}
