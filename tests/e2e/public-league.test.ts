// The public league pages against the seeded demo league, in a real browser: tables, matches,
// a match, playoffs, statistics and the season archive, on a phone and a desktop, light and
// dark, with a screenshot of each and axe-core finding no serious or critical violation. The
// pages are read once per width; each screenshot is taken in both schemes on the same page (the
// phone loads dark, the desktop light, then the page switches), with axe in both.
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COLOUR_RULES } from '../helpers/axe';
import {
  launchBrowser,
  openPublicPage,
  renderWholePage,
  runScriptFile,
  screenshot,
} from '../helpers/browser';
import { inBothSchemes } from '../helpers/scheme';

const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844, first: 'dark' },
  { label: 'desktop', width: 1280, height: 900, first: 'light' },
] as const;
const AXE = join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

let browser: Browser;
/** A seeded match with an own goal, found through the API rather than hard-coded. */
let ownGoalMatchId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const { url, anonKey } = inject('stack');
  const response = await fetch(
    `${url}/rest/v1/goals?select=match_id,match:matches!inner(status)&own_goal=is.true&match.status=eq.completed&limit=1`,
    { headers: { apikey: anonKey } },
  );
  const rows = (await response.json()) as { match_id: number }[];
  ownGoalMatchId = rows[0]!.match_id;
});

afterAll(async () => {
  await browser?.close();
});

/** axe's default rules; after a switch of scheme, only those that read the colours. */
async function expectAccessible(page: Page, coloursOnly: boolean) {
  await runScriptFile(page, AXE);
  const undo = await renderWholePage(page);
  const violations = await page.evaluate(
    async (only) => {
      // axe.min.js puts `axe` on the window; its types are only needed for the result.
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeResults> };
      };
      const result = await axe.run(
        document,
        only
          ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } }
          : { resultTypes: ['violations'] },
      );
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    },
    coloursOnly ? COLOUR_RULES : null,
  );
  await undo();
  expect(violations).toEqual([]);
}

const main = (page: Page) => page.locator('main');
const h1 = async (page: Page) => (await main(page).locator('h1').textContent())?.trim();

describe('public league pages', () => {
  for (const viewport of VIEWPORTS) {
    const run = viewport.label;

    describe(run, () => {
      let page: Page;

      beforeAll(async () => {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: viewport.first,
          locale: 'it-IT',
        });
        page = await context.newPage();
      });

      /** The page in both schemes: a screenshot of each and, with `axe`, no violation. */
      const inBoth = (name: string, { axe = false } = {}) =>
        inBothSchemes(page, viewport.first, async (scheme, switched) => {
          if (axe) await expectAccessible(page, switched);
          await screenshot(page, `public-league-${name}-${run}-${scheme}`);
        });

      afterAll(async () => {
        await page?.context().close();
      });

      it('tables: the current Serie A table, leader on top', async () => {
        await openPublicPage(page, '/tables');
        expect(await h1(page)).toBe('Classifiche');
        const table = main(page).getByRole('table', { name: 'Classifica Serie A 2026/27' });
        const rows = table.locator('tbody tr');
        expect(await rows.count()).toBeGreaterThanOrEqual(10);
        // Points sit after the team on a phone and after the goals on a desktop.
        const points = (
          await rows.locator('td[data-column="points"]:visible').allTextContents()
        ).map(Number);
        expect(points).toHaveLength(await rows.count());
        expect(points[0]).toBe(Math.max(...points));
        expect(points).toEqual([...points].sort((a, b) => b - a));
        expect(await table.getByRole('img', { name: /^Ultim/ }).count()).toBe(await rows.count());
        await inBoth('tables', { axe: true });
      });

      it('tables: last season is locked, with a link to its bracket', async () => {
        await openPublicPage(page, '/tables?season=1');
        await main(page).getByText('Classifica della stagione regolare bloccata.').waitFor();
        const link = main(page).getByRole('link', { name: 'Vai al tabellone playoff' });
        expect(await link.getAttribute('href')).toBe('/playoffs/1/1');
        await inBoth('tables-locked');
      });

      it('matches: upcoming by day with the live match, then completed ones', async () => {
        await openPublicPage(page, '/matches');
        expect(await h1(page)).toBe('Partite');
        const days = main(page).getByRole('region', { name: /^Partite di / });
        expect(await days.count()).toBeGreaterThan(3);
        // 21106 is being played tonight in the demo league.
        const live = main(page).locator('a[href="/matches/21106"]');
        expect(await live.textContent()).toContain('In corso');
        await inBoth('matches', { axe: true });

        await main(page).getByRole('tab', { name: 'Giocate' }).click();
        await page.waitForURL((url) => url.searchParams.get('tab') === 'completed');
        await main(page).locator('a[href="/matches/21106"]').waitFor({ state: 'detached' });
        await main(page).locator('ul a').first().waitFor();
        const completed = await main(page).locator('ul a').allTextContents();
        expect(completed.length).toBeGreaterThan(10);
        expect(completed.every((text) => text.includes('Terminata'))).toBe(true);
        await inBoth('matches-completed');
      });

      it('matches: the final stage of last season and a team filter', async () => {
        await openPublicPage(page, '/matches?season=1&tab=final');
        expect(await main(page).locator('ul a[href^="/matches/"]').count()).toBe(3);

        await openPublicPage(page, '/matches?tab=completed&team=1');
        const cards = main(page).locator('ul a[href^="/matches/"]');
        const texts = await cards.allTextContents();
        expect(texts.length).toBeGreaterThan(0);
        expect(texts.every((text) => text.includes('Oratorio San Luigi'))).toBe(true);
        const teamFilter = main(page).getByRole('combobox', { name: 'Squadra' });
        expect(
          await teamFilter.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
        ).toBe('Oratorio San Luigi');
      });

      it('match details: teams, venue with map, referee, scorers, previous meetings', async () => {
        await openPublicPage(page, '/matches/21011');
        expect(await h1(page)).toMatch(/ contro /);
        const map = main(page).getByRole('link', { name: /su OpenStreetMap/ });
        expect(await map.getAttribute('href')).toMatch(
          /^https:\/\/www\.openstreetmap\.org\/\?mlat=45\.\d+&mlon=9\.\d+#map=17\//,
        );
        const scorers = main(page).getByRole('region', { name: 'Marcatori' });
        expect(await scorers.getByRole('listitem').count()).toBeGreaterThan(0);
        await main(page).getByRole('region', { name: 'Precedenti' }).waitFor();
        await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'));
        await inBoth('match', { axe: true });
      });

      it('match details: an own goal is marked', async () => {
        await openPublicPage(page, `/matches/${ownGoalMatchId}`);
        const ownGoal = main(page).getByTitle('autogol');
        expect(await ownGoal.count()).toBeGreaterThan(0);
        expect(await ownGoal.first().textContent()).toContain('aut.');
      });

      it('match details: an unknown match', async () => {
        await openPublicPage(page, '/matches/987654321');
        expect(await h1(page)).toBe('Partita non trovata');
      });

      it("playoffs: the list and last season's bracket with its champion", async () => {
        await openPublicPage(page, '/playoffs');
        expect(await h1(page)).toBe('Playoff');
        await main(page)
          .getByRole('link', { name: /Serie A · 2025\/26/ })
          .click();
        await page.waitForURL('**/playoffs/1/1');
        // The bracket page replaces the list once its route and data are in.
        await main(page).getByRole('heading', { level: 1, name: 'Tabellone playoff' }).waitFor();
        await main(page).getByRole('region', { name: 'Finale' }).waitFor();
        await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'));
        expect(
          await main(page).getByRole('region', { name: 'Semifinali' }).locator('a').count(),
        ).toBe(2);
        expect(await main(page).getByRole('region', { name: 'Finale' }).locator('a').count()).toBe(
          1,
        );
        expect(
          await main(page)
            .getByText(/^Campione: /)
            .count(),
        ).toBe(1);
        await inBoth('bracket', { axe: true });

        await openPublicPage(page, '/playoffs/1/2');
        await main(page)
          .getByText("Per questa competizione e stagione non c'è un tabellone playoff.")
          .waitFor();
      });

      it('statistics: top scorers, most goals first', async () => {
        await openPublicPage(page, '/statistics');
        expect(await h1(page)).toBe('Statistiche');
        const rows = main(page).locator('table tbody tr');
        expect(await rows.count()).toBeGreaterThanOrEqual(10);
        const goals = (await rows.locator('td:last-child').allTextContents()).map(Number);
        expect(goals[0]).toBe(Math.max(...goals));
        const player = rows.first().locator('a[href^="/players/"]');
        expect(await player.count()).toBe(1);
        await inBoth('statistics', { axe: true });
      });

      it('season archive: 2025/26 Serie A', async () => {
        await openPublicPage(page, '/season/2025/serie-a/girone-unico');
        expect(await h1(page)).toBe('Serie A · stagione 2025/26');
        expect(
          await main(page)
            .getByRole('table', { name: 'Classifica Serie A 2025/26' })
            .locator('tbody tr')
            .count(),
        ).toBe(12);
        expect(
          await main(page)
            .getByRole('table', { name: /Classifica marcatori/ })
            .locator('tbody tr')
            .count(),
        ).toBe(10);
        await inBoth('archive', { axe: true });
      });
    });
  }
});
