// A public page's first screen is one request, sent by index.html before the app's JavaScript
// has arrived, and the app adopts its answer instead of asking again (src/app/page-start.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, previewUrl } from '../helpers/browser';
import { signInAs } from '../helpers/sign-in';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Every request the page sends to the API, as "METHOD path?query" without the key. Images served
 * from Storage (the home page's gallery) are files, not data requests.
 */
function recordApiRequests(page: Page): string[] {
  const api = new URL(inject('stack').url);
  const site = new URL(previewUrl('/'));
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The site's host forwards the page starts to the API (build/page-start-proxy.ts).
    const forwarded = url.host === site.host && url.pathname.startsWith('/rest/v1/');
    if ((url.host !== api.host && !forwarded) || url.pathname.startsWith('/auth/')) return;
    if (url.pathname.startsWith('/storage/v1/object/public/')) return;
    url.searchParams.delete('apikey');
    requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

async function openAndSettle(page: Page, path: string, rows: string) {
  await page.goto(previewUrl(path));
  await page.locator(rows).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

describe('a page started from index.html', () => {
  const cases = [
    {
      path: '/tables?competition=serie-b',
      rpc: '/rest/v1/rpc/page_tables?competition=serie-b',
      rows: 'main table tbody a[href^="/teams/"]',
      // The host names the default table's start in the response to /tables, whatever the query
      // string (build/page-start-proxy.ts): asked for, not used.
      preloaded: '/rest/v1/rpc/page_tables',
    },
    {
      path: '/statistics',
      rpc: '/rest/v1/rpc/page_statistics',
      rows: 'main table tbody tr',
    },
    {
      path: '/matches?tab=completed',
      rpc: '/rest/v1/rpc/page_matches?tab=completed',
      rows: 'main a[href^="/matches/"]',
      preloaded: '/rest/v1/rpc/page_matches',
    },
    {
      path: '/teams/1',
      rpc: '/rest/v1/rpc/page_team?id=1',
      rows: 'main a[href^="/players/"]',
    },
    {
      // Every widget of the seeded layout: countdown, fixtures, table, pinned, news, gallery.
      path: '/',
      rpc: '/rest/v1/rpc/page_home',
      rows: 'main table tbody tr',
    },
    {
      // The seed's top scorer: the goal history lists matches.
      path: '/players/208',
      rpc: '/rest/v1/rpc/page_player?id=208',
      rows: 'main a[href^="/matches/"]',
    },
    {
      path: '/news',
      rpc: '/rest/v1/rpc/page_news',
      rows: 'main a[href^="/news/"]',
    },
    {
      path: '/news/final-four-di-coppa-oratori-appuntamento-al-19-dicembre',
      rpc: '/rest/v1/rpc/page_article?slug=final-four-di-coppa-oratori-appuntamento-al-19-dicembre',
      rows: 'main section[aria-labelledby="comments-title"] li',
    },
  ];

  for (const { path, rpc, rows, preloaded } of cases) {
    it(`${path}: one request answers the header and every section, and none is repeated`, async () => {
      const page = await browser.newPage();
      const requests = recordApiRequests(page);
      await openAndSettle(page, path, rows);
      expect(requests.sort()).toEqual(
        [`GET ${rpc}`, ...(preloaded ? [`GET ${preloaded}`] : [])].sort(),
      );
      // The header's data came in the same answer: the brand is there.
      await expect(page.locator('header').getByRole('link').first().isVisible()).resolves.toBe(
        true,
      );
      await page.close();
    });
  }

  // The seed's covers and hero are stored as uploads are, with smaller copies
  // (src/lib/picture-sizes.ts). index.html asks for the largest one from the answer, before its
  // <img> exists, and the first view and the app then show it: all three must pick one copy.
  const pictures = [
    { path: '/news', phone: '.1200w.webp', desktop: '.1200w.640.webp' },
    {
      path: '/news/final-four-di-coppa-oratori-appuntamento-al-19-dicembre',
      phone: '.1200w.webp',
      desktop: '.1200w.webp',
    },
    { path: '/', phone: '.1600w.1280.webp', desktop: '.1600w.1280.webp' },
  ];
  const screens = {
    phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    desktop: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  };
  for (const { path, ...copies } of pictures) {
    for (const screen of ['phone', 'desktop'] as const) {
      it(`${path} on a ${screen}: the largest picture is asked for once, the copy its <img> shows`, async () => {
        const context = await browser.newContext(screens[screen]);
        const page = await context.newPage();
        const asked: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (/^\/demo\/(articles\/|hero)/.test(pathname)) asked.push(pathname);
        });
        await page.goto(previewUrl(path));
        const picture = page.locator('main img[fetchpriority="high"]').first();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
          .toMatch(/\/demo\//);
        await page.waitForLoadState('networkidle');
        const shown = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc))
          .pathname;
        expect(shown.endsWith(copies[screen])).toBe(true);
        // No other size of it, and itself once.
        const base = shown.replace(/\.\d+w\..*$/, '');
        expect(asked.filter((asset) => asset.startsWith(`${base}.`))).toEqual([shown]);
        await context.close();
      });
    }
  }

  it("the start goes to the site's own address, on the connection that brought the page", async () => {
    const page = await browser.newPage();
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/page_')) starts.push(new URL(request.url()).origin);
    });
    await openAndSettle(page, '/tables', 'main table tbody a[href^="/teams/"]');
    expect(starts).toEqual([new URL(previewUrl('/')).origin]);
    await page.close();
  });

  it("a signed-in visitor's page is not started: their session's requests load it", async () => {
    // The host's preload of the public answer (build/page-start-proxy.ts) is all there is of it.
    // The sign-in helper fills the Italian form.
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await signInAs(page, 'player@calcetto.local');
    const requests = recordApiRequests(page);
    await openAndSettle(page, '/tables', 'main table tbody a[href^="/teams/"]');
    expect(requests.filter((r) => r.includes('/rpc/page_'))).toEqual([
      'GET /rest/v1/rpc/page_tables',
    ]);
    expect(requests.some((r) => r.includes('/rpc/standings_table'))).toBe(true);
    await context.close();
  });

  it('moving to another page inside the app asks only for what that page lacks', async () => {
    const page = await browser.newPage();
    const requests = recordApiRequests(page);
    await openAndSettle(page, '/tables', 'main table tbody a[href^="/teams/"]');
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /statistic/i })
      .click();
    // Both pages show a table: wait for the new page's heading before its rows.
    await page.getByRole('heading', { level: 1, name: /statistic/i }).waitFor({ timeout: 20_000 });
    await page.locator('main table tbody tr').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // The pickers' lists came with the first page; the statistics page adds its own section.
    expect(requests).toEqual([
      'GET /rest/v1/rpc/page_tables',
      expect.stringMatching(/^POST \/rest\/v1\/rpc\/top_scorers/),
    ]);
    await page.close();
  });
});
