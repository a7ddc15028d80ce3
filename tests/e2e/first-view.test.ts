// The first view (src/app/first-view): on a first visit, index.html paints the page from the
// answer it started, before the app's JavaScript has run; the app then takes the page over
// without anything on screen moving.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { sql, stackEnv } from '../helpers/stack';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true };

/** A phone that holds the app's entry module back until `release` is called. */
async function phoneWithAppHeld(locale = 'it-IT'): Promise<{
  context: BrowserContext;
  page: Page;
  release: () => void;
}> {
  const context = await browser.newContext({ ...PHONE, locale });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  // Every layout shift from the first paint on, as the CLS metric counts them.
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map(
            (s) =>
              `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? s.node?.nodeName} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { context, page, release };
}

/**
 * Text and position of each row of the page's table, and of the page's headings, but those of the
 * sections the app adds at the end of a page once it has taken over (the season charts,
 * `data-after-takeover`) and of the fixtures' print list, hidden on screen: the first view
 * paints neither.
 */
function layout(page: Page, rows: string) {
  return page.evaluate((selector) => {
    const painted = [...document.querySelectorAll('main h1, main h2, ' + selector)].filter(
      (e) => !e.closest('[data-after-takeover], [data-print-list]'),
    );
    const boxes = painted.map((e) => {
      const { x, y, width, height } = e.getBoundingClientRect();
      return { text: e.textContent, box: [x, y, width, height].map(Math.round) };
    });
    return boxes;
  }, rows);
}

/** The app has rendered: React Router marks its links. */
const appRendered = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#root a[data-discover]') !== null, undefined, {
    timeout: 30_000,
  });

describe('the first view', () => {
  // Each page with a first view, on the demo seed: what its data looks like and its title.
  const cases = [
    { path: '/', rows: 'main table tbody tr', count: 5 },
    { path: '/tables', rows: 'main table tbody tr', count: 5, title: 'Classifiche' },
    { path: '/statistics', rows: 'main table tbody tr', count: 5, title: 'Statistiche' },
    { path: '/matches', rows: 'main a[href^="/matches/"]', count: 4 },
    { path: '/teams/1', rows: 'main a[href^="/players/"]', count: 3, title: 'Oratorio San Luigi' },
    { path: '/players/101', rows: 'main dl dd', count: 7, title: 'Marco Rossi' },
    { path: '/news', rows: 'main a[href^="/news/"]', count: 3, title: 'Notizie' },
    { path: '/news/fair-play-arriva-il-cartellino-verde', rows: 'main article p', count: 2 },
  ];

  it.each(cases)(
    '$path: shows the data before the app has run, and the app takes over without a shift',
    async ({ path, rows, count, title }) => {
      const { context, page, release } = await phoneWithAppHeld();
      await page.goto(previewUrl(path), { waitUntil: 'commit' });
      await page
        .locator(rows)
        .nth(count - 1)
        .waitFor({ timeout: 20_000 });
      // A view's long parts (a player's goals, /matches' later days) come after its first paint.
      await page.waitForFunction(() => !window.__calcettoLastView?.putBack, undefined, {
        timeout: 5_000,
      });
      expect(await page.evaluate(() => window.__calcettoLastView?.shown)).toBe(true);
      expect(await page.locator('#root [data-discover]').count()).toBe(0);
      if (title)
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
      // Its controls wait for the app; its links are links.
      await expect(
        page.getByRole('button', { name: 'Cambia tema' }).getAttribute('aria-disabled'),
      ).resolves.toBe('true');
      const before = await layout(page, rows);
      // Nothing wider than the phone's screen: no sideways scrolling, before or after the app.
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBe(0);
      const name = path.split('/').filter(Boolean).slice(0, 2).join('-') || 'home';
      await screenshot(page, `first-view-${name}-before-app-phone`);
      // From the takeover on (a full-page screenshot resizes the page, which counts as a shift).
      await page.evaluate(() => {
        (window as unknown as { layoutShifts: unknown[] }).layoutShifts.length = 0;
      });

      release();
      await appRendered(page);
      await page.waitForLoadState('networkidle');
      expect(await layout(page, rows)).toEqual(before);
      expect(await overflow()).toBe(0);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      if (total >= 0.01) console.log(JSON.stringify(shifts, null, 1));
      expect(total).toBeLessThan(0.01);
      await context.close();
    },
  );

  it("/tables on a wide screen: paints its heading before the answer, and keeps it as the page's largest paint", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      // In Italian the heading is larger than the table's (in English the table's is the larger).
      locale: 'it-IT',
    });
    const hold = async (pattern: RegExp) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
      return release;
    };
    const releaseAnswer = await hold(/\/rpc\/page_tables/);
    const releaseApp = await hold(/\/assets\/index-[\w-]+\.js$/);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const paints: { at: number; element: Element | null }[] = [];
      const shifts: number[] = [];
      Object.assign(window, { paints, shifts });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          paints.push({ at: e.startTime, element: e.element });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    type Watched = {
      paints: { at: number; element: Element | null }[];
      shifts: number[];
      framed: Element | null;
    };
    const heading = () => {
      const { x, y, width, height } = document.querySelector('#root h1')!.getBoundingClientRect();
      return [x, y, width, height];
    };
    await page.goto(previewUrl('/tables'), { waitUntil: 'commit' });
    await page.locator('#root [data-first-frame] h1').waitFor({ timeout: 20_000 });
    await expect(page.locator('#root h1').textContent()).resolves.toBe('Classifiche');
    // Its paint is reported once that frame is on screen.
    await page.waitForFunction(() => (window as unknown as Watched).paints.length > 0);
    await expect(page.evaluate(() => (window as unknown as Watched).shifts.length)).resolves.toBe(
      0,
    );
    await screenshot(page, 'first-view-tables-frame-desktop');
    // A full-page screenshot resizes the page, which counts as a shift: counted from here on.
    await page.evaluate(() => {
      (window as unknown as Watched).shifts.length = 0;
    });
    const framedBox = await page.evaluate(heading);
    const answered = await page.evaluate(() => {
      (window as unknown as Watched).framed = document.querySelector('#root h1');
      return performance.now();
    });

    releaseAnswer();
    await page.locator('main table tbody tr').nth(4).waitFor({ timeout: 20_000 });
    await expect(page.locator('#root [data-first-frame]').count()).resolves.toBe(0);
    await expect(page.locator('#root header a[href="/login"]').count()).resolves.toBe(1);
    // The view's heading is the frame's own element, where it was.
    expect(
      await page.evaluate(
        () => document.querySelector('#root h1') === (window as unknown as Watched).framed,
      ),
    ).toBe(true);
    expect(await page.evaluate(heading)).toEqual(framedBox);
    const largest = () =>
      page.evaluate(() => {
        const w = window as unknown as Watched;
        const last = w.paints.at(-1);
        return {
          count: w.paints.length,
          at: last?.at ?? Infinity,
          heading: last?.element === w.framed,
          shifts: w.shifts.reduce((sum, value) => sum + value, 0),
        };
      });
    const first = await largest();
    // The page's largest paint is the frame's heading, from before the answer was let through.
    expect(first).toMatchObject({ heading: true, shifts: 0 });
    expect(first.at).toBeLessThan(answered);

    releaseApp();
    await appRendered(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'first-view-tables-app-desktop');
    // The app's heading, set in the same font at the same size, is no new largest paint.
    const after = await largest();
    expect(after.count).toBe(first.count);
    expect(after.shifts).toBeLessThan(0.01);
    await context.close();
  });

  it("opens the page of a picker's choice made before the app has run", async () => {
    const { context, page, release } = await phoneWithAppHeld();
    await page.goto(previewUrl('/tables'), { waitUntil: 'commit' });
    const competition = page.locator('#first-view-competition');
    await competition.waitFor({ timeout: 20_000 });
    // What a visitor's choice does (Playwright's selectOption waits for the app: the control is
    // marked unavailable until then).
    await competition.evaluate((select: HTMLSelectElement) => {
      select.value = 'serie-b';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // Not until `load`: that waits for the app's held script.
    await page.waitForURL((url) => url.searchParams.get('competition') === 'serie-b', {
      waitUntil: 'commit',
    });
    release();
    await expect(
      page.locator('#table-heading').filter({ hasText: 'Serie B' }).waitFor({ timeout: 30_000 }),
    ).resolves.toBeUndefined();
    await context.close();
  });

  it("paints in the visitor's language from the one script the page's address names", async () => {
    const { context, page, release } = await phoneWithAppHeld('nl-NL');
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/first-view-')) scripts.push(path);
    });
    const response = await page.goto(previewUrl('/tables'), { waitUntil: 'commit' });
    const named = /<([^>]+)>; rel=preload; as=script/.exec(response?.headers().link ?? '')?.[1];
    expect(named).toMatch(/^\/assets\/first-view-tables-[\w-]+\.js$/);
    await page.locator('main table tbody tr').nth(4).waitFor({ timeout: 20_000 });
    expect(await page.locator('#root [data-discover]').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Standen');
    // The head's script added the file the headers had already asked for: one request.
    expect(scripts).toEqual([named]);
    release();
    await context.close();
  });

  it("fetches a logo stored on the project's origin once: the header shows it, the favicon is drawn from it", async () => {
    const logo = `${stackEnv().url}/storage/v1/object/public/gallery/demo/finale-5.webp`;
    const seeded = await sql<{ logo_url: string | null }>(
      'select logo_url from themes where id = 1',
    );
    await sql('update themes set logo_url = $1 where id = 1', [logo]);
    const context = await browser.newContext({ ...PHONE, locale: 'it-IT' });
    try {
      const page = await context.newPage();
      // How each request for the logo was made, and whether its answer came over the network.
      const asked: string[] = [];
      const overTheNetwork: boolean[] = [];
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.enable');
      devtools.on('Network.requestWillBeSent', (sent) => {
        if (sent.request.url === logo) asked.push(sent.type ?? 'unknown');
      });
      devtools.on('Network.responseReceived', ({ response }) => {
        if (response.url === logo) overTheNetwork.push(!response.fromDiskCache);
      });
      await page.goto(previewUrl('/'));
      await appRendered(page);
      await page.waitForFunction(
        () =>
          document
            .querySelector('link[rel="icon"]')
            ?.getAttribute('href')
            ?.startsWith('data:image/'),
        undefined,
        { timeout: 10_000 },
      );
      await page.waitForLoadState('networkidle');
      expect(
        await page
          .locator('header img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      // Images only: reading the logo's bytes again for the favicon (a `fetch`) was a request
      // of its own, still open when a quick visit ended. Chromium may reuse its disk copy for
      // the app's <img>; only one answer comes over the network.
      expect(new Set(asked)).toEqual(new Set(['Image']));
      expect(overTheNetwork.filter(Boolean)).toHaveLength(1);
    } finally {
      await context.close();
      await sql('update themes set logo_url = $1 where id = 1', [seeded.rows[0]?.logo_url ?? null]);
    }
  });

  it('is not painted for a page it does not know, and the app starts as before', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'it-IT' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(previewUrl('/players'));
    await page.locator('main a[href^="/players/"]').first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => window.__calcettoFirstView)).toBeUndefined();
    expect(asked.filter((path) => path.includes('first-view'))).toEqual([]);
    await context.close();
  });
});
