import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { forgetLastViews, lastViewShown, saveLastView } from '../src/features/offline/last-view';
import { LARGEST_PICTURE_WAIT_MS, LAST_VIEW_INDEX, LAST_VIEW_LIMIT } from '../src/lib/last-view';
import { buildId, PAINT_WAIT_MS, PICTURE_WAIT_MS, restoreScript } from './last-view';
import { preloadScript, type HeadConfig } from './route-preload';

const SESSION_KEY = 'sb-api-auth-token';

/**
 * Loads a page as index.html would: <html lang> and mode set, an empty #root, the script; with
 * `head`, the head's script first, before the body is parsed (it sets <html lang> itself).
 */
function load(href: string, { lang = 'it', mode = 'light', build = 'build-1', head = false } = {}) {
  window.__calcettoLastView = undefined;
  delete (window as { __calcettoStoredView?: unknown }).__calcettoStoredView;
  window.history.replaceState(null, '', href);
  document.documentElement.lang = lang;
  document.documentElement.className = mode;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  if (head) new Function(preloadScript(HEAD))();
  document.body.innerHTML = '<div id="root"></div>';
  new Function(
    restoreScript({
      build,
      prefix: 'calcetto:view:',
      styleId: 'brand-theme',
      sessionKey: SESSION_KEY,
      entry: '/assets/index-a1b2.js',
      paintWaitMs: PAINT_WAIT_MS,
      pictureWaitMs: PICTURE_WAIT_MS,
      largestPictureWaitMs: LARGEST_PICTURE_WAIT_MS,
    }),
  )();
  const root = document.getElementById('root');
  if (!root) return '';
  // The view's own "updating…" notice, read apart from the page it was kept with.
  const notice = root.querySelector(':scope > [role="status"]');
  shownNotice = notice?.textContent ?? null;
  notice?.remove();
  return root.innerHTML;
}

let shownNotice: string | null = null;

/** The app showing `html` at `href` keeps it. */
function keep(
  href: string,
  html: string,
  options: { lang?: string; mode?: 'light' | 'dark' } = {},
) {
  load(href, { lang: options.lang, mode: options.mode });
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  root.innerHTML = html;
  saveLastView(root, {
    href,
    language: options.lang ?? 'it',
    mode: options.mode ?? 'light',
    updating: 'Aggiornamento dei dati…',
  });
}

/** index.html's head on the home page, which has no first view: what a stored view needs. */
const HEAD: HeadConfig = {
  pages: [['^/$', [], ['homepage'], null, null]],
  app: ['assets/index.js'],
  always: [],
  languages: ['it'],
  fallback: 'it',
  storageKey: 'i18nextLng',
  themeKey: 'vite-ui-theme',
  initialNamespaces: ['common'],
  base: '/',
  api: null,
  firstView: {
    files: {},
    viewPrefix: 'calcetto:view:',
    giveUpMs: 3000,
    frames: { frame: '', tops: {}, texts: {}, media: '(min-width: 1024px)' },
  },
};

const TABLE =
  '<main><table><tbody><tr><td><a href="/teams/1">Ardea</a></td></tr></tbody></table></main>';

describe('the last view of a page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    window.__calcettoLastView = undefined;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is painted on the next visit of the same address, language and mode', () => {
    expect(load('/tables')).toBe('');
    expect(lastViewShown()).toBe(false);
    keep('/tables?season=2', TABLE);
    expect(load('/tables?season=2')).toBe(TABLE);
    expect(lastViewShown()).toBe(true);
    // A copy, and it says so until the app has the fresh page.
    expect(shownNotice).toBe('Aggiornamento dei dati…');
    expect(load('/tables')).toBe('');
    expect(load('/tables?season=2', { lang: 'en' })).toBe('');
    expect(load('/tables?season=2', { mode: 'dark' })).toBe('');
  });

  it("brings back the league's colours with it", () => {
    const style = document.createElement('style');
    keep('/', TABLE);
    style.id = 'brand-theme';
    style.textContent = ':root{--primary:1 2% 3%}';
    document.head.append(style);
    saveLastView(document.getElementById('root') as HTMLElement, {
      href: '/',
      language: 'it',
      mode: 'light',
      updating: 'Aggiornamento dei dati…',
    });
    load('/');
    expect(document.getElementById('brand-theme')?.textContent).toBe(':root{--primary:1 2% 3%}');
  });

  /** `count` frames later, and the tasks they queued. */
  const nextFrames = async (count: number) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('starts the app at once without a view, and once the view has been painted with one', async () => {
    const app = () =>
      document.querySelector<HTMLScriptElement>(
        'script[type="module"][src$="/assets/index-a1b2.js"]',
      );
    load('/news');
    expect(app()?.crossOrigin).toBe('');
    keep('/news', TABLE);
    load('/news');
    expect(app()).toBeNull();
    await nextFrames(1);
    expect(app()).toBeNull();
    await nextFrames(1);
    expect(app()).not.toBeNull();
  });

  it('starts the app once the first view has painted, or at once when it gave up', async () => {
    const app = () => document.querySelector('script[type="module"][src$="/assets/index-a1b2.js"]');
    let painted = (_: boolean) => {};
    window.__calcettoFirstView = {
      settled: false,
      done: new Promise<boolean>((resolve) => (painted = resolve)),
      finish: () => {},
    };
    load('/tables');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app()).toBeNull();
    painted(true);
    await nextFrames(1);
    expect(app()).toBeNull();
    await nextFrames(1);
    expect(app()).not.toBeNull();

    window.__calcettoFirstView = { settled: true, done: Promise.resolve(false), finish: () => {} };
    load('/tables');
    await Promise.resolve();
    await Promise.resolve();
    expect(app()).not.toBeNull();
    window.__calcettoFirstView = undefined;
  });

  it("starts the app once the view's frame is on screen (its first contentful paint), or a second after the view", async () => {
    const app = () => document.querySelector('script[type="module"][src$="/assets/index-a1b2.js"]');
    // jsdom reports no paints: this observer reports one when told.
    let report = () => {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: object, observer: PaintObserver) => void) {
        const list = {
          getEntriesByName: (name: string) =>
            name === 'first-contentful-paint' ? [{ name, startTime: 1 }] : [],
        };
        report = () => callback(list, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    keep('/news', TABLE);
    load('/news');
    await nextFrames(3);
    expect(app()).toBeNull();
    report();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app()).not.toBeNull();

    // No paint reported (a browser without paint timing reports none for this page).
    load('/news');
    await nextFrames(3);
    expect(app()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS));
    expect(app()).not.toBeNull();
  });

  it("starts the app once the view's largest picture has loaded too, or when it is late", async () => {
    const app = () => document.querySelector('script[type="module"][src$="/assets/index-a1b2.js"]');
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: object, observer: PaintObserver) => void) {
        const list = { getEntriesByName: (name: string) => [{ name, startTime: 1 }] };
        queueMicrotask(() => callback(list, this));
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    // jsdom loads no picture: this one is on its way until the test says it has come.
    let loading = true;
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(() => !loading);
    const HERO =
      '<main><img fetchpriority="high" src="/demo/hero.webp" alt=""><h1>Calcetto</h1></main>';
    keep('/', HERO);
    load('/');
    await nextFrames(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app()).toBeNull();
    loading = false;
    document.querySelector('#root img')?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app()).not.toBeNull();

    // The first view's long parts go in once it is on screen, while the picture is still coming.
    loading = true;
    localStorage.clear();
    let partsIn = false;
    window.__calcettoFirstView = { settled: false, done: Promise.resolve(true), finish: () => {} };
    load('/');
    window.__calcettoLastView!.putBack = () => (partsIn = true);
    document.getElementById('root')!.innerHTML = HERO;
    await nextFrames(5);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(partsIn).toBe(true);
    await nextFrames(3);
    expect(app()).toBeNull();
    document.querySelector('#root img')?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app()).not.toBeNull();
    window.__calcettoFirstView = undefined;

    // A picture that never comes holds the app back for so long only.
    keep('/', HERO);
    loading = true;
    load('/');
    await nextFrames(3);
    expect(app()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, LARGEST_PICTURE_WAIT_MS));
    expect(app()).not.toBeNull();
  });

  it("goes in once its largest picture is decoded, asked for by the head's script, or without it when that is late", async () => {
    const HERO =
      '<main><img fetchpriority="high" src="/demo/hero.webp?w=800&amp;q=80" alt=""><h1>Calcetto</h1></main>';
    keep('/', HERO);
    let decoded = () => {};
    const asked: string[] = [];
    // jsdom's pictures have no decode(): the browser's, as the script calls it.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        asked.push(this.getAttribute('src') ?? '');
        return new Promise<void>((resolve) => (decoded = resolve));
      },
    });
    onTestFinished(() => {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });
    const root = () => document.getElementById('root')?.querySelector('main')?.outerHTML;
    load('/', { head: true });
    // Once, from the head: the restore script after #root waits for that decode.
    expect(asked).toEqual(['/demo/hero.webp?w=800&q=80']);
    expect(root()).toBeUndefined();
    expect(lastViewShown()).toBe(false);
    decoded();
    await Promise.resolve();
    expect(root()).toBe(HERO);
    expect(lastViewShown()).toBe(true);

    vi.useFakeTimers();
    try {
      load('/', { head: true });
      vi.advanceTimersByTime(PICTURE_WAIT_MS - 1);
      expect(root()).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(root()).toBe(HERO);
      // A view without a picture goes in at once.
      keep('/tables', TABLE);
      expect(load('/tables', { head: true })).toBe(TABLE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not painted for another deploy, nor for a signed-in visitor', () => {
    keep('/news', TABLE);
    expect(load('/news', { build: 'build-2' })).toBe('');
    localStorage.setItem(SESSION_KEY, '{"access_token":"x"}');
    expect(load('/news')).toBe('');
    expect(lastViewShown()).toBe(false);
  });

  it("shows each picker's choice", () => {
    keep(
      '/tables?season=1',
      '<select><option value="2">2026/27</option><option value="1">2025/26</option></select>',
    );
    const live = document.querySelector('select') as HTMLSelectElement;
    live.value = '1';
    saveLastView(document.getElementById('root') as HTMLElement, {
      href: '/tables?season=1',
      language: 'it',
      mode: 'light',
      updating: 'Aggiornamento dei dati…',
    });
    load('/tables?season=1');
    expect((document.querySelector('select') as HTMLSelectElement).value).toBe('1');
  });

  it('leaves out toasts, what opts out and the paper-only lists', () => {
    keep(
      '/news',
      `${TABLE}<section data-sonner-toaster="">Salvato</section><div data-last-view="skip">offline</div>` +
        '<div class="hidden print:block" data-print-list><p>Ardea – Bora</p></div>',
    );
    expect(load('/news')).toBe(TABLE);
  });

  it('keeps the most recent addresses only, and forgets them all on request', () => {
    for (let i = 0; i <= LAST_VIEW_LIMIT; i++) keep(`/teams/${i}`, `<p>${i}</p>`);
    expect(load('/teams/0')).toBe('');
    expect(load('/teams/1')).toBe('<p>1</p>');
    expect(JSON.parse(localStorage.getItem(LAST_VIEW_INDEX) ?? '[]')).toHaveLength(LAST_VIEW_LIMIT);
    forgetLastViews();
    expect(load(`/teams/${LAST_VIEW_LIMIT}`)).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('gives the space back when storage is full', () => {
    keep('/news', TABLE);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keep('/tables', TABLE);
    vi.restoreAllMocks();
    expect(localStorage.length).toBe(0);
  });

  it('is keyed to the deploy by every file name it wrote', () => {
    const bundle = (names: string[]) =>
      Object.fromEntries(names.map((n) => [n, {}])) as unknown as Parameters<typeof buildId>[0];
    const first = buildId(bundle(['assets/index-a.js', 'assets/index-a.css']));
    expect(buildId(bundle(['assets/index-a.css', 'assets/index-a.js']))).toBe(first);
    expect(buildId(bundle(['assets/index-a.js', 'assets/index-b.css']))).not.toBe(first);
  });
});
