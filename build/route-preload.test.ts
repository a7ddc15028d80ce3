import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  afterHeadMetas,
  FONT_PRELOAD_MEDIA,
  fontPreloads,
  headStart,
  latinFontFiles,
  preloadScript,
  startImage,
  startScript,
  stylePreloads,
  type HeadConfig,
} from './route-preload';
import { PUBLIC_PAGES, type PublicPage } from '../src/app/public-pages';
import { pageStartLinks, siteRpcPath } from './page-start-proxy';
import { pathPattern } from './hosting-headers';
import { PICTURE_SIZES, pictureSrcSet } from '../src/lib/picture-sizes';

describe('pathPattern', () => {
  it('matches a route path as the router does', () => {
    const teams = new RegExp(pathPattern('teams/:id'));
    expect(teams.test('/teams/12')).toBe(true);
    expect(teams.test('/teams/12/')).toBe(true);
    expect(teams.test('/teams')).toBe(false);
    expect(teams.test('/teams/12/calendar')).toBe(false);
    const home = new RegExp(pathPattern(''));
    expect(home.test('/')).toBe(true);
    expect(home.test('/tables')).toBe(false);
  });
});

describe('the inline preload script', () => {
  const config = {
    pages: [
      [
        pathPattern('tables'),
        ['assets/tables-data.js'],
        ['standings'],
        [
          'page_tables',
          [
            ['competition', '?competition'],
            ['season', '?season'],
          ],
          null,
        ],
        'tables',
      ],
      [pathPattern('statistics'), [], ['statistics'], ['page_statistics', [], null], 'statistics'],
      [
        pathPattern('teams/:id'),
        ['assets/team-data.js'],
        ['teams'],
        ['page_team', [['id', 1]], null],
        null,
      ],
      [
        pathPattern('news'),
        [],
        ['news'],
        ['page_news', [], [['articles', '*', 'cover_image_url'], PICTURE_SIZES.card]],
        null,
      ],
      [pathPattern(''), [], ['homepage'], null, null],
    ] as Parameters<typeof preloadScript>[0]['pages'],
    app: ['assets/index.js', 'assets/react.js'],
    always: ['assets/supabase.js'],
    languages: ['it', 'en', 'nl'],
    fallback: 'it',
    storageKey: 'i18nextLng',
    themeKey: 'vite-ui-theme',
    initialNamespaces: ['common'],
    base: '/',
    api: {
      url: 'https://api.example.test',
      start: 'https://api.example.test/rest/v1/rpc/',
      anonKey: 'anon-key',
      sessionKey: 'sb-api-auth-token',
    },
    firstView: {
      files: {
        tables: 'assets/first-view-tables-1a.js',
        statistics: 'assets/first-view-statistics-3c.js',
      },
      viewPrefix: 'calcetto:view:',
      giveUpMs: 3000,
      frames: {
        frame: '<div data-first-frame=""><main>\u0002</main></div>',
        tops: { tables: '<h1>\u0001standings:title\u0001</h1>' },
        texts: {
          it: { 'standings:title': 'Classifiche' },
          en: { 'standings:title': 'Standings' },
          nl: { 'standings:title': 'Stand &amp; punten' },
        },
        media: '(min-width: 1024px)',
      },
    },
  };

  function run(path: string, browserLanguages: string[]) {
    window.history.replaceState(null, '', path);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
    new Function(startScript(config))();
    new Function(preloadScript(config))();
    return [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel} ${new URL(l.href).pathname}`,
    );
  }

  const firstViewScript = () =>
    [...document.head.querySelectorAll('script')].map((s) => new URL(s.src).pathname);

  beforeEach(() => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
  });

  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.className = '';
    localStorage.clear();
    vi.restoreAllMocks();
    window.__calcettoStart = undefined;
    window.__calcettoLoadApp = undefined;
    window.__calcettoFirstView = undefined;
  });

  function started(path: string) {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response('{"table":null}', { status: 200 }));
    run(path, ['it']);
    return fetchSpy;
  }

  it("sends a signed-out visitor's page start with the address's arguments and no custom header", async () => {
    const fetchSpy = started('/tables?season=2&competition=serie-b&tab=x');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://api.example.test/rest/v1/rpc/page_tables?competition=serie-b&season=2&apikey=anon-key',
    );
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(window.__calcettoStart?.href).toBe('/tables?season=2&competition=serie-b&tab=x');
    await expect(window.__calcettoStart?.response).resolves.toEqual({ table: null });
  });

  it('asks for the picture the answer names as soon as it is here, as its <img> will', async () => {
    let answer = (_: Response) => {};
    vi.spyOn(window, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const images = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[as="image"]')].map((l) => [
        l.getAttribute('href'),
        l.getAttribute('fetchpriority'),
        l.crossOrigin,
      ]);
    run('/news', ['it']);
    await Promise.resolve();
    expect(images()).toEqual([]);
    answer(
      Response.json({
        articles: [{ cover_image_url: null }, { cover_image_url: '/demo/articles/final.webp' }],
      }),
    );
    await window.__calcettoStart?.response;
    expect(images()).toEqual([['/demo/articles/final.webp', 'high', null]]);
    expect(document.head.querySelector('link[as="image"]')?.hasAttribute('imagesrcset')).toBe(
      false,
    );

    // None named, or a page without a picture: nothing asked for.
    document.head.innerHTML = '';
    vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({ articles: [] }));
    run('/news', ['it']);
    await window.__calcettoStart?.response;
    started('/tables');
    await window.__calcettoStart?.response;
    expect(images()).toEqual([]);
  });

  it('asks for the copy of a stored picture that its <img> will pick', async () => {
    const cover = 'https://api.example.test/storage/v1/object/public/articles/a/cover-1.1600w.webp';
    vi.spyOn(window, 'fetch').mockResolvedValue(
      Response.json({ articles: [{ cover_image_url: cover }] }),
    );
    run('/news', ['it']);
    await window.__calcettoStart?.response;
    const link = document.head.querySelector('link[as="image"]');
    // The same set and sizes as the app's <img> (src/lib/picture-sizes.ts), so the browser
    // takes the same copy for both and asks for it once.
    expect(link?.getAttribute('imagesrcset')).toBe(pictureSrcSet(cover));
    expect(link?.getAttribute('imagesrcset')).toContain('cover-1.1600w.640.webp 640w');
    expect(link?.getAttribute('imagesizes')).toBe(PICTURE_SIZES.card);
    expect(link?.getAttribute('href')).toBe(cover);
  });

  it("asks first for the hero of the home page's first row, and no other picture", async () => {
    const home = PUBLIC_PAGES.find((page) => page.path === '')?.start;
    const asked = async (layout: unknown) => {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', '/');
      vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({ layout }));
      const pages: HeadConfig['pages'] = [
        [pathPattern(''), [], [], home ? [home.rpc, [], startImage(home)] : null, null],
      ];
      new Function(startScript({ pages, api: config.api }))();
      await window.__calcettoStart?.response;
      return [...document.head.querySelectorAll('link[as="image"]')].map((l) =>
        l.getAttribute('href'),
      );
    };
    const widget = (kind: string, settings: object) => ({ id: kind, kind, settings });
    const row = (...widgets: object[]) => ({ id: 'r', columns: [{ id: 'c', width: 12, widgets }] });
    const hero = widget('hero', { title: 'Lega', image_url: '/demo/hero.webp' });
    const countdown = widget('countdown', {});
    expect(await asked([row(countdown, hero), row(widget('latest_news', { limit: 4 }))])).toEqual([
      '/demo/hero.webp',
    ]);
    // Below the first row it is not the first screen's; nor is a hero without a picture.
    expect(await asked([row(countdown), row(hero)])).toEqual([]);
    expect(await asked([row(widget('hero', { title: 'Lega' }))])).toEqual([]);
    expect(await asked(null)).toEqual([]);
  });

  it("is what the host's preload of a page start names, so that the start takes that answer", () => {
    const api = { ...config.api, start: siteRpcPath('/') };
    const pages: HeadConfig['pages'] = PUBLIC_PAGES.map((page: PublicPage) => [
      pathPattern(page.path),
      [],
      [],
      page.start ? [page.start.rpc, Object.entries(page.start.args), null] : null,
      null,
    ]);
    const links = pageStartLinks(api.anonKey, '/');
    expect(links.length).toBeGreaterThan(0);
    for (const [path, link] of links) {
      const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({}));
      window.history.replaceState(null, '', path);
      new Function(startScript({ pages, api }))();
      expect(`<${String(fetchSpy.mock.calls[0]?.[0])}>; rel=preload; as=fetch; crossorigin`).toBe(
        link,
      );
      vi.restoreAllMocks();
    }
  });

  it('takes an argument from the path and leaves out the missing ones', () => {
    expect(started('/teams/12').mock.calls[0]?.[0]).toBe(
      'https://api.example.test/rest/v1/rpc/page_team?id=12&apikey=anon-key',
    );
    window.__calcettoStart = undefined;
    expect(started('/tables').mock.calls.at(-1)?.[0]).toBe(
      'https://api.example.test/rest/v1/rpc/page_tables?apikey=anon-key',
    );
  });

  it("calls a signed-in visitor's start off, whose page may show more than the public one, and starts nothing without a start", () => {
    localStorage.setItem('sb-api-auth-token', '{"access_token":"x"}');
    // Sent before the session is read (the first read of localStorage waits on the browser),
    // then called off and never handed to the app.
    const signedIn = started('/tables');
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(signedIn.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(window.__calcettoStart).toBeUndefined();
    localStorage.clear();
    const signedOut = started('/tables');
    expect(signedOut.mock.calls.at(-1)?.[1]?.signal?.aborted).toBe(false);
    expect(window.__calcettoStart).toBeDefined();
    window.__calcettoStart = undefined;
    signedOut.mockClear();
    expect(started('/')).not.toHaveBeenCalled();
    expect(window.__calcettoStart).toBeUndefined();
  });

  describe('through the site, when its host forwards the starts (build/page-start-proxy.ts)', () => {
    const json = (body: string) =>
      new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    const viaSite = { ...config, api: { ...config.api, start: '/rest/v1/rpc/' } };

    it("sends the start to the site's own address, and takes its answer", async () => {
      const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(json('{"table":1}'));
      window.history.replaceState(null, '', '/tables?season=2');
      new Function(startScript(viaSite))();
      expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
        '/rest/v1/rpc/page_tables?season=2&apikey=anon-key',
      ]);
      await expect(window.__calcettoStart?.response).resolves.toEqual({ table: 1 });
    });

    it("asks the API itself when the host answered the site's address with a page", async () => {
      const fetchSpy = vi
        .spyOn(window, 'fetch')
        .mockResolvedValueOnce(
          new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
        )
        .mockResolvedValueOnce(json('{"table":2}'));
      window.history.replaceState(null, '', '/teams/12');
      new Function(startScript(viaSite))();
      await expect(window.__calcettoStart?.response).resolves.toEqual({ table: 2 });
      expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
        '/rest/v1/rpc/page_team?id=12&apikey=anon-key',
        'https://api.example.test/rest/v1/rpc/page_team?id=12&apikey=anon-key',
      ]);
    });

    it("records how old a CDN's copy of the answer was, and 0 for the project's own", async () => {
      const copy = new Response('{"table":1}', {
        headers: { 'content-type': 'application/json', age: '42' },
      });
      vi.spyOn(window, 'fetch').mockResolvedValueOnce(copy).mockResolvedValueOnce(json('{}'));
      window.history.replaceState(null, '', '/tables');
      new Function(startScript(viaSite))();
      await window.__calcettoStart?.response;
      expect(window.__calcettoStart?.age).toBe(42);

      new Function(startScript(viaSite))();
      await window.__calcettoStart?.response;
      expect(window.__calcettoStart?.age).toBe(0);
    });

    it("keeps the API's own error answer: it is the function's, not the host's", async () => {
      const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(
        new Response('{"code":"PGRST202"}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
      window.history.replaceState(null, '', '/tables');
      new Function(startScript(viaSite))();
      await expect(window.__calcettoStart?.response).rejects.toThrow('page start: 404');
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    });
  });

  it('hands on a failed start as a rejection', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    run('/tables', ['it']);
    await expect(window.__calcettoStart?.response).rejects.toThrow('page start: 404');
  });

  it("opens the project's two connections before the head's first script, and none without a project", () => {
    const hints = (head: string) => {
      const children = [...new DOMParser().parseFromString(head, 'text/html').head.children];
      const firstScript = children.findIndex((element) => element.tagName === 'SCRIPT');
      return children
        .slice(0, firstScript)
        .filter((element) => element.getAttribute('rel') === 'preconnect')
        .map((element) => `${element.getAttribute('href')} ${element.hasAttribute('crossorigin')}`)
        .sort();
    };
    const html = '<head><link rel="stylesheet" href="/assets/index.css"></head>';
    // An <img> is asked for with credentials, a fetch with `crossorigin` without: a browser
    // keeps the two on separate connections, and a hint opens only the one it names.
    expect(hints(headStart(html, [], config))).toEqual([
      'https://api.example.test false',
      'https://api.example.test true',
    ]);
    expect(hints(headStart(html, [], { ...config, api: null }))).toEqual([]);
  });

  it("asks at once for the app, the page's data module, supabase-js and its translations, with the fallback", () => {
    expect(run('/teams/12', ['en-GB', 'it'])).toEqual([
      'modulepreload /assets/index.js',
      'modulepreload /assets/react.js',
      'modulepreload /assets/supabase.js',
      'modulepreload /assets/team-data.js',
      'preload /locales/en/common.json',
      'preload /locales/en/teams.json',
      'preload /locales/it/common.json',
      'preload /locales/it/teams.json',
    ]);
    expect(window.__calcettoLoadApp).toBeNull();
  });

  it('leaves the app for later on a page the first view paints, when its start was sent', () => {
    expect(run('/tables', ['it'])).toEqual([]);
    window.__calcettoLoadApp?.();
    expect(
      [...document.head.querySelectorAll('link')].map((l) => new URL(l.href).pathname),
    ).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/supabase.js',
      '/assets/tables-data.js',
      '/locales/it/common.json',
      '/locales/it/standings.json',
    ]);
    expect(window.__calcettoLoadApp).toBeNull();
    // Signed in: nothing is started, nothing painted early, the app is asked for at once.
    document.head.innerHTML = '';
    window.__calcettoStart = undefined;
    localStorage.setItem('sb-api-auth-token', '{"access_token":"x"}');
    expect(run('/tables', ['it'])).toContain('modulepreload /assets/index.js');
  });

  it("asks for the first view's script, the same in every language, and it settles once", async () => {
    run('/tables', ['en-US']);
    expect(firstViewScript()).toEqual(['/assets/first-view-tables-1a.js']);
    // Added by a script, it would otherwise be a low-priority request, behind the page's others.
    expect(document.head.querySelector('script')?.getAttribute('fetchpriority')).toBe('high');
    const state = window.__calcettoFirstView;
    expect(state?.settled).toBe(false);
    state?.finish(true);
    state?.finish(false);
    await expect(state?.done).resolves.toBe(true);
    expect(state?.settled).toBe(true);
  });

  it("makes a wide screen's frame of the page in the visitor's language, for the restore script to paint", () => {
    const screen = (wide: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) =>
          ({
            matches: query === '(min-width: 1024px)' ? wide : false,
            media: query,
          }) as MediaQueryList,
      );
    screen(true);
    run('/tables', ['nl']);
    expect(window.__calcettoFirstView?.frame).toBe(
      '<div data-first-frame=""><main><h1>Stand &amp; punten</h1></main></div>',
    );
    // A phone's line would carry the web font before the answer: no frame, no text to set in it.
    screen(false);
    run('/tables', ['en']);
    expect(window.__calcettoFirstView?.frame).toBeUndefined();
    // Nor on a page without a frame.
    screen(true);
    run('/statistics', ['en']);
    expect(window.__calcettoFirstView?.settled).toBe(false);
    expect(window.__calcettoFirstView?.frame).toBeUndefined();
  });

  it("asks for the page's own first view, not another page's", () => {
    run('/statistics', ['it']);
    expect(firstViewScript()).toEqual(['/assets/first-view-statistics-3c.js']);
  });

  it('gives the first view up when its script fails or is too late', async () => {
    vi.useFakeTimers();
    try {
      run('/tables', ['it']);
      const late = window.__calcettoFirstView;
      vi.advanceTimersByTime(3000);
      await expect(late?.done).resolves.toBe(false);
      document.head.innerHTML = '';
      window.__calcettoStart = undefined;
      run('/tables', ['it']);
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
      await expect(window.__calcettoFirstView?.done).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('paints no first view over a stored view of the address, and asks for the app after it; nor on a page without one', () => {
    localStorage.setItem('calcetto:view:it:light:/tables?season=2', '{"build":"x","html":""}');
    // The stored view paints first; the app is asked for after it (build/last-view.ts).
    expect(run('/tables?season=2', ['it'])).toEqual([]);
    expect(firstViewScript()).toEqual([]);
    expect(window.__calcettoFirstView).toBeUndefined();
    window.__calcettoLoadApp?.();
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
    document.head.innerHTML = '';
    window.__calcettoStart = undefined;
    expect(run('/news', ['nl'])).toContain('modulepreload /assets/index.js');
    expect(firstViewScript()).toEqual([]);
  });

  it("asks a narrow screen for the web font at once when it paints a stored view, and a wide one only by the page's own preload", () => {
    const fontLinks = () =>
      [...document.head.querySelectorAll('link[as="font"]')].map(
        (l) => `${new URL((l as HTMLLinkElement).href).pathname} ${l.getAttribute('media')}`,
      );
    const withPagePreload = () => {
      document.head.innerHTML = fontPreloads(['/assets/inter-latin-2b.woff2']);
    };
    let wide = false;
    let controller: ServiceWorker | null = {} as ServiceWorker;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      get: () => ({ controller }),
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: wide && query === FONT_PRELOAD_MEDIA }) as MediaQueryList,
    );

    withPagePreload();
    run('/tables', ['it']);
    expect(fontLinks()).toEqual([`/assets/inter-latin-2b.woff2 ${FONT_PRELOAD_MEDIA}`]);

    localStorage.setItem(
      'calcetto:view:it:light:/tables',
      '{"build":"x","html":"<h1>Classifiche</h1>"}',
    );
    withPagePreload();
    window.__calcettoStart = undefined;
    run('/tables', ['it']);
    expect(fontLinks()).toEqual([
      `/assets/inter-latin-2b.woff2 ${FONT_PRELOAD_MEDIA}`,
      '/assets/inter-latin-2b.woff2 null',
    ]);
    expect(document.head.querySelector('link[media=""]')).toBeNull();

    // Without the worker in control, the font may have to come over the line.
    controller = null;
    withPagePreload();
    window.__calcettoStart = undefined;
    run('/tables', ['it']);
    expect(fontLinks()).toEqual([`/assets/inter-latin-2b.woff2 ${FONT_PRELOAD_MEDIA}`]);
    controller = {} as ServiceWorker;

    wide = true;
    withPagePreload();
    window.__calcettoStart = undefined;
    run('/tables', ['it']);
    expect(fontLinks()).toEqual([`/assets/inter-latin-2b.woff2 ${FONT_PRELOAD_MEDIA}`]);
  });

  it('prefers the stored language, and loads only Italian for Italian', () => {
    localStorage.setItem('i18nextLng', 'it');
    expect(run('/', ['nl-NL'])).toEqual([
      'modulepreload /assets/index.js',
      'modulepreload /assets/react.js',
      'modulepreload /assets/supabase.js',
      'preload /locales/it/common.json',
      'preload /locales/it/homepage.json',
    ]);
  });

  it('sets the language and the stored colour mode on <html> before the first paint', () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    run('/tables', ['nl-BE']);
    expect(document.documentElement.lang).toBe('nl');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it("follows the system's colour mode when none is stored", () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('dark') }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      run('/', ['it']);
      expect(document.documentElement.className).toBe('dark');
      expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to Italian for other languages, and to the common files for other pages', () => {
    expect(run('/admin/teams', ['fr-FR', 'de'])).toEqual([
      'modulepreload /assets/index.js',
      'modulepreload /assets/react.js',
      'modulepreload /assets/supabase.js',
      'preload /locales/it/common.json',
    ]);
  });
});

describe('afterHeadMetas', () => {
  it("puts the script after the charset and the viewport's meta, ahead of the stylesheet", () => {
    const html =
      '<html><head><meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" /><link rel="stylesheet" href="/a.css"></head></html>';
    expect(afterHeadMetas(html, '<script>x</script>')).toBe(
      '<html><head><meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <script>x</script><link rel="stylesheet" href="/a.css"></head></html>',
    );
    expect(() => afterHeadMetas('<head></head>', '<script></script>')).toThrow('no <meta charset>');
    // Before the viewport's meta, a phone's scripts would see 980 pixels.
    expect(() =>
      afterHeadMetas('<head><meta charset="UTF-8"><title>x</title></head>', '<script></script>'),
    ).toThrow('no <meta name="viewport">');
  });
});

describe('stylePreloads', () => {
  it("preloads each of Vite's stylesheets with the same attributes, for a place before the script", () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1a.css">' +
      '<link rel="stylesheet" href="/assets/print-2b.css"><link rel="icon" href="/f.svg"></head>';
    expect(stylePreloads(html)).toBe(
      '<link rel="preload" as="style" crossorigin href="/assets/index-1a.css">' +
        '<link rel="preload" as="style" href="/assets/print-2b.css">',
    );
    expect(stylePreloads('<head></head>')).toBe('');
  });
});

describe('latinFontFiles', () => {
  it("finds the woff2 files of the faces that cover Latin letters, as Vite's minified CSS writes them", () => {
    const css =
      '@font-face{font-family:Inter Variable;src:url(/assets/inter-cyrillic-1a.woff2)format("woff2-variations");unicode-range:U+400-45F}' +
      '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-2b.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+2000-206F}' +
      '@font-face{font-family:Inter Variable Fallback\\: Arial;src:local(Arial);size-adjust:107.119%}' +
      '@font-face{font-family:Brand;src:url("/assets/brand-3c.woff2")}' +
      '@font-face{font-family:Old;src:url(/assets/old-4d.woff);unicode-range:U+0-FF}';
    expect(latinFontFiles(css)).toEqual(['/assets/inter-latin-2b.woff2', '/assets/brand-3c.woff2']);
  });

  it('preloads them for wide screens only', () => {
    expect(fontPreloads(['/assets/inter-latin-2b.woff2'])).toBe(
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-2b.woff2" media="${FONT_PRELOAD_MEDIA}">`,
    );
  });
});
