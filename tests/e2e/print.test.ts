// The printable fixture lists: /matches and a team's page with print media emulated, as the
// browser's print dialog lays them out. The header, the filters and every button are gone, and
// every fixture of the selection is there (counted against the API); a screenshot and an A4 PDF
// of each are kept as artifacts.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { publicRead } from '../helpers/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, launchBrowser, previewUrl, screenshot } from '../helpers/browser';

let browser: Browser;

/** The selection /matches opens on: the main competition and the latest season. */
let competition: { id: number; slug: string; name: string };
let season: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  [competition] = await publicRead<(typeof competition)[]>(
    'competitions?select=id,slug,name&order=level,name,id&limit=1',
  );
  [season] = await publicRead<(typeof season)[]>(
    'seasons?select=id,name&order=start_date.desc,id.desc&limit=1',
  );
});

afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(previewUrl(path));
  // The app, not the first view, which leaves the print list to it: React Router marks its links.
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('#root a[data-discover]') !== null &&
      document.querySelector('[data-loading="true"]') === null,
    undefined,
    { timeout: 20_000 },
  );
  return page;
}

/** What is left to see on paper: the header, buttons, selects and tabs must not be. */
async function expectPrintedPage(page: Page) {
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  expect(await page.locator('header').first().isVisible()).toBe(false);
  expect(await page.getByRole('navigation').count()).toBe(0);
  expect(await page.getByRole('button').count()).toBe(0);
  expect(await page.getByRole('combobox').count()).toBe(0);
  expect(await page.getByRole('tab').count()).toBe(0);
  // Black on white: the page and the list do not take the theme's colours.
  const colours = await page.evaluate(() => {
    const list = document.querySelector('[data-print-list]')!;
    return {
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(list).color,
    };
  });
  expect(colours).toEqual({ body: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
}

/** The printed rows' match ids, in order, as the list shows them. */
async function printedRows(page: Page): Promise<number[]> {
  const rows = page.locator('[data-print-fixture]');
  const ids = await rows.evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute('data-print-fixture'))),
  );
  // Visible on paper, one by one (display: none anywhere above would hide them all).
  for (const row of await rows.all()) expect(await row.isVisible()).toBe(true);
  return ids;
}

async function keep(page: Page, name: string) {
  await screenshot(page, name);
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  await writeFile(join(ARTIFACTS_DIR, `${name}.pdf`), pdf);
  return pdf;
}

describe('printed fixtures', () => {
  it('/matches prints every completed fixture of the selection, by day, with results', async () => {
    const expected = await publicRead<{ id: number }[]>(
      `matches?select=id&competition_id=eq.${competition.id}&season_id=eq.${season.id}` +
        `&status=eq.completed&order=match_date.desc,id`,
    );
    expect(expected.length).toBeGreaterThan(20);
    const page = await openPage('/matches?tab=completed');
    await expectPrintedPage(page);
    expect(await printedRows(page)).toEqual(expected.map((m) => m.id));
    const heading = page.locator('main header').first();
    expect(await heading.innerText()).toContain(`${competition.name} · ${season.name}`);
    expect(await heading.textContent()).toContain('Calcetto');
    // A played match shows its result.
    expect(await page.locator('[data-print-fixture]').first().innerText()).toMatch(/\d+ – \d+/);
    const pdf = await keep(page, 'print-matches-completed');
    // More than one A4 sheet: the list is not cut to what fits on the screen.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)!.length).toBeGreaterThan(1);
    await page.close();
  });

  it("/matches prints one team's upcoming fixtures, the team named in the heading", async () => {
    const [team] = await publicRead<{ team: { id: number; name: string } }[]>(
      `competition_season_teams?select=team:teams(id,name)&competition_id=eq.${competition.id}` +
        `&season_id=eq.${season.id}&limit=1`,
    );
    const expected = await publicRead<{ id: number }[]>(
      `matches?select=id&competition_id=eq.${competition.id}&season_id=eq.${season.id}` +
        `&status=neq.completed&or=(home_team_id.eq.${team!.team.id},away_team_id.eq.${team!.team.id})` +
        `&order=match_date,id`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await openPage(`/matches?team=${team!.team.id}`);
    await expectPrintedPage(page);
    expect(await printedRows(page)).toEqual(expected.map((m) => m.id));
    expect(await page.locator('main header').first().innerText()).toContain(team!.team.name);
    await keep(page, 'print-matches-team');
    await page.close();
  });

  it("a team's page prints its season's fixtures from the print button", async () => {
    const [team] = await publicRead<{ id: number; name: string }[]>(
      'teams?select=id,name&order=id&limit=1',
    );
    const expected = await publicRead<{ id: number }[]>(
      `matches?select=id,season:seasons!inner(id)&season.id=eq.${season.id}` +
        `&or=(home_team_id.eq.${team!.id},away_team_id.eq.${team!.id})&order=match_date,id`,
    );
    expect(expected.length).toBeGreaterThan(5);
    const page = await openPage(`/teams/${team!.id}`);
    // The dialog itself cannot be driven: record that it was asked for.
    await page.evaluate(() => {
      window.print = () => {
        document.documentElement.dataset.printed = 'true';
      };
    });
    await page.getByRole('button', { name: 'Print / save as PDF' }).click();
    await page.waitForSelector('html[data-printed="true"]');
    await expectPrintedPage(page);
    expect(await printedRows(page)).toEqual(expected.map((m) => m.id));
    expect(await page.locator('main header').first().innerText()).toContain(team!.name);
    await keep(page, 'print-team');
    await page.close();
  });
});
