// The service worker, on purpose. The shared end-to-end build leaves it off; this file builds the
// app with it on, serves it, and checks what a visitor's phone keeps: the last table, shown
// offline with the time it was saved; a new deploy offered with "reload"; and nothing a
// signed-in visitor fetches.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, waitFor } from '../../supabase/local/process-utils';
import { ARTIFACTS_DIR, launchBrowser, SCREENSHOTS } from '../helpers/browser';
import { ADMIN_EMAIL, submitSignIn } from '../helpers/sign-in';

const root = join(import.meta.dirname, '..', '..');
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const TABLE_ROWS = 'main table tbody a[href^="/teams/"]';
const PHONE = { width: 390, height: 844 };
/** src/features/offline/worker/data-cache.ts */
const DATA_CACHE = 'calcetto-data';
/** src/features/offline/worker/sw.ts */
const IMAGE_CACHE = 'calcetto-images';

let browser: Browser;
let preview: ChildProcess | undefined;
let site: string;
let outDir: string;

function vite(args: string[]): ChildProcess {
  const { url, anonKey } = inject('stack');
  return spawn(process.execPath, [viteBin, ...args], {
    cwd: root,
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test, which Vite would build with: the worker is production only.
      NODE_ENV: 'production',
      VITE_SUPABASE_URL: url,
      VITE_SUPABASE_ANON_KEY: anonKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

beforeAll(async () => {
  outDir = join(inject('stack').dataDir, 'dist-service-worker');
  const build = vite(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  let output = '';
  build.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  build.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed:\n${output}`);

  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  preview = vite(['preview', '--outDir', outDir, '--port', String(port), '--strictPort']);
  preview.stdout?.resume();
  preview.stderr?.resume();
  await waitFor(async () => (await fetch(site).catch(() => null))?.ok === true, 30_000, 'preview');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  preview?.kill('SIGTERM');
});

const url = (path: string) => new URL(path, site).toString();

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    // A phone's browser lays a page out 980 pixels wide until it reads the viewport's meta.
    isMobile: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  return { context, page: await context.newPage() };
}

/** The worker registers once the first page has shown its data, installs, then takes the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

async function tableTeams(page: Page): Promise<string[]> {
  await page.locator(TABLE_ROWS).first().waitFor({ timeout: 20_000 });
  return page.locator(TABLE_ROWS).allTextContents();
}

/** Every URL held by any of the page's caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

describe('the service worker', () => {
  it('precaches the public pages but no admin code', async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    await tableTeams(page);
    await waitForServiceWorker(page);
    const files = (await cachedUrls(page)).map((u) => new URL(u).pathname);
    expect(files).toContain('/index.html');
    expect(files.some((f) => /^\/assets\/tables-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files).toContain('/locales/nl/standings.json');
    // The admin area, the spreadsheet import and the rich-text editor stay on the server.
    expect(files.filter((f) => /admin-layout|xlsx|article-form|tiptap/.test(f))).toEqual([]);
    expect(files.some((f) => f.startsWith('/locales/it/admin'))).toBe(false);
    await context.close();
  });

  it('shows the last table offline, with the time it was saved', async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    await tableTeams(page);
    await waitForServiceWorker(page);
    // The first visit's data arrived before the worker; the second visit's goes through it.
    await page.reload();
    const teams = await tableTeams(page);
    expect(teams.length).toBeGreaterThan(3);
    await page.waitForFunction(
      async (name) => (await (await caches.open(name)).keys()).length > 0,
      DATA_CACHE,
    );

    // Offline, and the API out of reach for the worker too (a route sees its requests), so
    // the table can only come from its cache.
    const unreachable = (route: Route) => route.abort('internetdisconnected');
    const api = `${inject('stack').url}/**`;
    // The page starts go to the site, whose host forwards them (build/page-start-proxy.ts).
    const forwarded = `${site}/rest/v1/**`;
    await context.route(api, unreachable);
    await context.route(forwarded, unreachable);
    await context.setOffline(true);
    await page.reload();
    expect(await tableTeams(page)).toEqual(teams);
    const notice = page.getByRole('status').filter({ hasText: 'Offline' });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toMatch(/^Offline — aggiornato alle \d{2}:\d{2}$/);
    if (SCREENSHOTS)
      await page.screenshot({ path: join(ARTIFACTS_DIR, 'offline-notice-phone.png') });

    // Back online, the notice goes once the table has been refreshed.
    await context.unroute(api);
    await context.unroute(forwarded);
    await context.setOffline(false);
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    await context.close();
  });

  it('shows a saved table at once and says it is updating it', async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    await tableTeams(page);
    await waitForServiceWorker(page);
    await page.reload();
    await tableTeams(page);
    // Past the worker's freshness window (FRESH_FOR_MS), so the next visit refreshes the copy.
    await page.waitForTimeout(6_000);
    // A slow line: every API answer takes 3 s, the worker's own requests too (Chromium).
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    };
    await context.route(`${inject('stack').url}/rest/v1/**`, slow);
    await context.route(`${site}/rest/v1/**`, slow);

    await page.reload();
    const updating = page.getByRole('status').filter({ hasText: 'Aggiornamento dei dati…' });
    await updating.waitFor({ timeout: 20_000 });
    // The notice is about the table on screen: the copy shows while the refresh is on its way.
    expect(await page.locator(TABLE_ROWS).count()).toBeGreaterThan(3);
    if (SCREENSHOTS)
      await page.screenshot({ path: join(ARTIFACTS_DIR, 'offline-updating-phone.png') });
    await updating.waitFor({ state: 'detached', timeout: 20_000 });
    await context.close();
  });

  it('keeps showing a picture it kept from a plain <img> to one asked for with CORS', async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    await tableTeams(page);
    await waitForServiceWorker(page);
    const picture = `${inject('stack').url}/storage/v1/object/public/gallery/demo/finale-5.webp`;
    // The header's logo is asked for with CORS since the favicon is drawn from it; a worker may
    // have kept it from a plain <img> before: an opaque copy, which cannot answer such a request.
    const keptType = () =>
      page.evaluate(
        async ({ picture, cacheName }) =>
          (await (await caches.open(cacheName)).match(picture))?.type ?? null,
        { picture, cacheName: IMAGE_CACHE },
      );
    const show = (crossOrigin: string | null) =>
      page.evaluate(
        ({ picture, crossOrigin }) =>
          new Promise<number>((resolve) => {
            const image = new Image();
            image.crossOrigin = crossOrigin;
            image.onload = () => resolve(image.naturalWidth);
            image.onerror = () => resolve(0);
            image.src = picture;
          }),
        { picture, crossOrigin },
      );
    const width = await show(null);
    expect(width).toBeGreaterThan(0);
    // The worker stores its copy after answering.
    await expect.poll(keptType, { timeout: 10_000 }).toBe('opaque');
    expect(await show('anonymous')).toBe(width);
    // Its answer replaced the copy: one a plain <img> and a CORS one can both use.
    await expect.poll(keptType, { timeout: 10_000 }).toBe('cors');
    await context.close();
  });

  it('offers a new deploy with "reload", and reloading switches to it', async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    await tableTeams(page);
    await waitForServiceWorker(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // A new deploy: the worker's script changes (its precache list would, with new files).
    await appendFile(join(outDir, 'sw.js'), `\n// deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText('È disponibile una nuova versione del sito');
    await prompt.waitFor({ timeout: 30_000 });
    if (SCREENSHOTS)
      await page.screenshot({ path: join(ARTIFACTS_DIR, 'offline-new-version-phone.png') });

    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Ricarica' }).click(),
    ]);
    await tableTeams(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, url: registration?.active?.scriptURL };
    });
    expect(after).toEqual({ waiting: null, url: before });
    expect(await prompt.count()).toBe(0);
    await context.close();
  });

  it('keeps nothing a signed-in visitor fetches', async () => {
    const { anonKey } = inject('stack');
    const { context, page } = await phone();
    await page.goto(url('/login'));
    await waitForServiceWorker(page);
    await submitSignIn(page, ADMIN_EMAIL);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    // What the sign-in page read signed out may be kept; from here on, nothing may.
    await page.evaluate((name) => caches.delete(name), DATA_CACHE);

    let signedInRequests = 0;
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization && authorization !== `Bearer ${anonKey}`) signedInRequests++;
    });
    await page.goto(url('/tables'));
    await tableTeams(page);
    await page.goto(url('/admin'));
    await page.locator('main h1').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(signedInRequests).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cached = await cachedUrls(page);
    const { url: api } = inject('stack');
    expect(cached.filter((u) => u.startsWith(`${api}/rest/`))).toEqual([]);
    expect(cached.filter((u) => /\/auth\/v1\/|\/storage\/v1\/object\/(?!public)/.test(u))).toEqual(
      [],
    );
    await context.close();
  });
});

describe("a page's last view", () => {
  /** src/lib/last-view.ts */
  const storedViews = (page: Page) =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('calcetto:view:')));

  it('paints the table as last seen before the app has arrived, and the app takes over whole', async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    const teams = await tableTeams(page);
    await page.waitForFunction(() => localStorage.getItem('calcetto:view:it:light:/tables'));

    // The next visit with the app's code held back: only index.html can paint.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const next = await context.newPage();
    // The table's rows at every change of the page, from its first paint on.
    await next.addInitScript(() => {
      const counts: number[] = [];
      Object.assign(window, { rowCounts: counts });
      new MutationObserver(() =>
        counts.push(document.querySelectorAll('main table tbody a[href^="/teams/"]').length),
      ).observe(document, { childList: true, subtree: true });
    });
    await next.goto(url('/tables'), { waitUntil: 'commit' });
    expect(await tableTeams(next)).toEqual(teams);
    expect(await next.evaluate(() => window.__calcettoLastView?.shown)).toBe(true);
    expect(await next.title()).toBe('Calcetto');
    if (SCREENSHOTS)
      await next.screenshot({ path: join(ARTIFACTS_DIR, 'last-view-before-app-phone.png') });

    release();
    // The app's own title: it has rendered the page.
    await next.waitForFunction(() => document.title.startsWith('Classifiche'), undefined, {
      timeout: 30_000,
    });
    expect(await tableTeams(next)).toEqual(teams);
    const counts = await next.evaluate(
      () => (window as unknown as { rowCounts: number[] }).rowCounts,
    );
    const painted = counts.findIndex((n) => n > 0);
    expect(painted).toBeGreaterThanOrEqual(0);
    // Never a spinner or an empty frame in between.
    expect(counts.slice(painted).every((n) => n === teams.length)).toBe(true);
    // And it is the app's page: the season picker moves to another table.
    await next.getByLabel('Stagione').selectOption({ index: 1 });
    await next.waitForURL(/season=/);
    await context.close();
  });

  it('goes in with its largest picture decoded, when the picture takes a moment', async () => {
    const { context, page } = await phone();
    await page.goto(url('/'));
    await page.locator('main img[fetchpriority="high"]').waitFor();
    await page.waitForFunction(() => localStorage.getItem('calcetto:view:it:light:/'));

    // The hero takes a moment to come, as from a phone's storage (routing also skips the HTTP
    // cache); a view put in at once would go in without it.
    const asked: string[] = [];
    await context.route(/\/demo\/hero\./, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await route.continue();
    });
    const next = await context.newPage();
    // Whether the hero was decoded when the view went in: its first frame then has it.
    await next.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const hero = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
        if (!hero) return;
        observer.disconnect();
        Object.assign(window, { heroReady: hero.complete && hero.naturalWidth > 0 });
      }).observe(document, { childList: true, subtree: true });
    });
    await next.goto(url('/'), { waitUntil: 'commit' });
    await next.waitForFunction(() => 'heroReady' in window, undefined, { timeout: 20_000 });
    expect(await next.evaluate(() => window.__calcettoLastView?.shown)).toBe(true);
    expect(await next.evaluate(() => (window as unknown as { heroReady: boolean }).heroReady)).toBe(
      true,
    );
    // The copy the phone shows, and no other: read before the viewport's meta, the head's
    // script saw 980 pixels and asked for the full picture first.
    const shown = await next
      .locator('main img[fetchpriority="high"]')
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toBe('/demo/hero.1600w.1280.webp');
    expect(new Set(asked)).toEqual(new Set([shown]));
    await context.close();
  });

  it("asks a phone for the web font before the view goes in, so that the view's first layout can be in it", async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    await tableTeams(page);
    await page.waitForFunction(() => localStorage.getItem('calcetto:view:it:light:/tables'));
    // The font is asked for early only from the worker's precache, not from the line.
    await waitForServiceWorker(page);

    const next = await context.newPage();
    // When the view went in, as the page's own clock reads it.
    await next.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root > *')) return;
        observer.disconnect();
        Object.assign(window, { viewIn: performance.now() });
      }).observe(document, { childList: true, subtree: true });
    });
    await next.goto(url('/tables'), { waitUntil: 'commit' });
    await tableTeams(next);
    expect(await next.evaluate(() => window.__calcettoLastView?.shown)).toBe(true);
    const [viewIn, fontAsked] = await next.evaluate(() => [
      (window as unknown as { viewIn: number }).viewIn,
      performance.getEntriesByType('resource').find((e) => /inter-latin-wght-normal/.test(e.name))
        ?.startTime ?? Infinity,
    ]);
    // Asked for by the view's layout instead, it came after it: the view was laid out in the
    // fallback, then again in the font, and the app's text, larger in it, made a later
    // largest paint.
    expect(fontAsked).toBeLessThan(viewIn);
    await context.close();
  });

  it('keeps no view of a signed-in visitor and forgets the earlier ones', async () => {
    const { context, page } = await phone();
    await page.goto(url('/tables'));
    await tableTeams(page);
    await page.waitForFunction(() => localStorage.getItem('calcetto:view:it:light:/tables'));
    await page.goto(url('/login'));
    await submitSignIn(page, ADMIN_EMAIL);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    await page.waitForFunction(
      () => !Object.keys(localStorage).some((k) => k.startsWith('calcetto:view:')),
    );
    await page.goto(url('/tables'));
    await tableTeams(page);
    expect(await page.evaluate(() => window.__calcettoLastView?.shown)).toBe(false);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(await storedViews(page)).toEqual([]);
    await context.close();
  });
});
