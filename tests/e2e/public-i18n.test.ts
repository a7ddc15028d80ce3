// Every public page in English and Dutch on a phone: the page's h1, the navigation and the
// document title come from that language's locale files, and none of the Italian-only navigation
// labels leaks through. Expected strings are read from public/locales, never typed here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { publicRead } from '../helpers/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPublicPage, screenshot } from '../helpers/browser';

type Json = { [key: string]: string | Json };

const LOCALES = join(import.meta.dirname, '..', '..', 'public', 'locales');
const locale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Json;

/** `t` over the raw JSON: a dotted key, with {{placeholders}} filled in. */
function text(json: Json, key: string, values: Record<string, string> = {}): string {
  const value = key.split('.').reduce<string | Json>((node, part) => (node as Json)[part]!, json);
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

function strings(json: Json): string[] {
  return Object.values(json).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Links shown in the main navigation, in order (src/app/layouts/nav-items.ts). */
const NAV_KEYS = [
  'home',
  'matches',
  'tables',
  'playoffs',
  'statistics',
  'news',
  'players',
  'teams',
  'gallery',
] as const;

/** What the h1 of a page must be, given that language's files, or null for a title from data. */
type Expected = (lng: string) => string | null;

interface Route {
  path: () => string;
  meta: string;
  h1: Expected;
}

const ids = { match: 0, article: '', player: 0, team: 0, competition: '', season: '' };

const ROUTES: Route[] = [
  { path: () => '/', meta: 'home', h1: () => null },
  { path: () => '/matches', meta: 'matches', h1: (l) => text(locale(l, 'matches'), 'title') },
  { path: () => `/matches/${ids.match}`, meta: 'match', h1: () => null },
  { path: () => '/tables', meta: 'tables', h1: (l) => text(locale(l, 'standings'), 'title') },
  { path: () => '/playoffs', meta: 'playoffs', h1: (l) => text(locale(l, 'playoffs'), 'title') },
  {
    path: () => '/statistics',
    meta: 'statistics',
    h1: (l) => text(locale(l, 'statistics'), 'title'),
  },
  { path: () => '/news', meta: 'news', h1: (l) => text(locale(l, 'news'), 'list.title') },
  { path: () => `/news/${ids.article}`, meta: 'article', h1: () => null },
  { path: () => '/players', meta: 'players', h1: (l) => text(locale(l, 'players'), 'list.title') },
  { path: () => `/players/${ids.player}`, meta: 'player', h1: () => null },
  { path: () => '/teams', meta: 'teams', h1: (l) => text(locale(l, 'teams'), 'list.title') },
  { path: () => `/teams/${ids.team}`, meta: 'team', h1: () => null },
  { path: () => '/gallery', meta: 'gallery', h1: (l) => text(locale(l, 'gallery'), 'title') },
  {
    path: () => '/season/2025/serie-a/girone-unico',
    meta: 'seasonArchive',
    h1: (l) =>
      text(locale(l, 'competitions'), 'archive.heading', {
        competition: ids.competition,
        season: ids.season,
      }),
  },
];

/** The routes on which the phone's menu is opened and read. */
const MENU_ROUTES = ['home', 'team'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const [[match], [article], [player], [team], [competition], [season]] = await Promise.all([
    publicRead<{ id: number }[]>('matches?select=id&status=eq.completed&order=id&limit=1'),
    publicRead<{ slug: string }[]>('articles?select=slug&order=published_at.desc&limit=1'),
    publicRead<{ id: number }[]>('players?select=id&order=id&limit=1'),
    publicRead<{ id: number }[]>('teams?select=id&order=id&limit=1'),
    publicRead<{ name: string }[]>('competitions?select=name&slug=eq.serie-a'),
    publicRead<{ name: string }[]>(
      'seasons?select=name&start_date=gte.2025-01-01&start_date=lt.2026-01-01&order=start_date.desc',
    ),
  ]);
  Object.assign(ids, {
    match: match!.id,
    article: article!.slug,
    player: player!.id,
    team: team!.id,
    competition: competition!.name,
    season: season!.name,
  });
});

afterAll(async () => {
  await browser?.close();
});

for (const lng of ['en', 'nl'] as const) {
  describe(`public pages in ${lng}`, () => {
    const common = locale(lng, 'common');
    const italian = locale('it', 'common');
    const navLabels = NAV_KEYS.map((key) => text(common, `nav.${key}`));
    // Labels that only Italian uses ('Home' is the same everywhere, so it tells nothing).
    const italianOnly = NAV_KEYS.map((key) => text(italian, `nav.${key}`)).filter(
      (label) => !strings(common).includes(label),
    );
    let page: Page;

    beforeAll(async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'it-IT',
      });
      // The saved choice must win over the browser's Italian.
      await context.addInitScript((language) => {
        localStorage.setItem('i18nextLng', language);
      }, lng);
      page = await context.newPage();
    });

    afterAll(async () => {
      await page?.context().close();
    });

    for (const route of ROUTES) {
      it(`${route.meta}`, async () => {
        const path = route.path();
        await openPublicPage(page, path);

        const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
        const expected = route.h1(lng);
        if (expected !== null) expect(heading).toBe(expected);
        else expect(heading).not.toBe('');

        // The title, description and lang are set by the app once its route has rendered; a
        // page painted ahead of the app (its last or first view) may show the h1 before them.
        const appName = text(common, 'appName');
        await expect
          .poll(() => page.title())
          .toBe(
            route.meta === 'home'
              ? appName
              : `${text(common, `meta.${route.meta}.title`)} · ${appName}`,
          );
        await expect
          .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
          .toBe(text(common, `meta.${route.meta}.description`));
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lng);

        // The phone's menu: open it and read the links in order. It is the layout's, the same
        // on every page, so it is read on the first page and on one reached later.
        if (MENU_ROUTES.includes(route.meta)) {
          await page.getByRole('button', { name: text(common, 'nav.openMenu') }).click();
          const nav = page.getByRole('dialog').getByRole('navigation', {
            name: text(common, 'nav.label'),
          });
          await nav.waitFor();
          const links = (await nav.getByRole('link').allTextContents()).map((s) => s.trim());
          // Playoffs is listed only while the current season has a bracket (use-nav-items.ts).
          const playoffs = text(common, 'nav.playoffs');
          expect(links).toEqual(navLabels.filter((l) => l !== playoffs || links.includes(l)));
          await page.keyboard.press('Escape');
          await nav.waitFor({ state: 'detached' });
        }

        // The app’s own words, not stored content: the demo league’s articles (their titles too)
        // are in Italian.
        const body = (
          await page
            .locator('header, footer, main :is(h1, button, [role="tab"], label, th)')
            .allInnerTexts()
        ).join('\n');
        // Whole words: Dutch 'Play-offs' must not count as Italian 'Playoff'.
        for (const label of italianOnly) {
          expect(body, `${path} shows “${label}”`).not.toMatch(
            new RegExp(`(^|[^\\p{L}-])${escape(label)}(?![\\p{L}-])`, 'u'),
          );
        }

        if (route.meta === 'tables' || route.meta === 'team') {
          await screenshot(page, `public-i18n-${route.meta}-${lng}`);
        }
      });
    }
  });
}
