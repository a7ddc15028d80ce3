// The fixtures admin in a real browser, signed in as the seeded admin: a match created and its
// result entered (the public table follows), fixtures imported from an .xlsx and a .csv with bad
// rows (only the good ones land), the filtered list exported (the downloaded file is read back), a
// status set on several matches at once; then the pages at 1280 and 390 px, light and dark.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { inBothSchemes } from '../helpers/scheme';
import { ADMIN_EMAIL, signedInContext } from '../helpers/sign-in';
import { sql } from '../helpers/stack';

// Kick-offs of imported matches are in this year, far from the seed, so they top the list (newest
// first) and are easy to clean up.
const YEAR = 2094;
const files: string[] = [];
let browser: Browser;
let teams: string[];
let home: { id: number; name: string };
let away: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  // Two teams of the current Serie A season (competition 1, newest season), for the table check.
  const { rows } = await sql<{ id: string; name: string }>(
    `select t.id, t.name from competition_season_teams cst join teams t on t.id = cst.team_id
     where cst.competition_id = 1
       and cst.season_id = (select id from seasons order by start_date desc limit 1)
     order by t.name limit 2`,
  );
  [home, away] = rows.map((r) => ({ id: Number(r.id), name: r.name }));
  teams = (await sql<{ name: string }>('select name from teams order by name')).rows.map(
    (r) => r.name,
  );
});

afterAll(async () => {
  await browser?.close();
  await sql(
    `delete from matches where extract(year from match_date) = $1
       or (home_team_id = $2 and away_team_id = $3 and match_date = '2026-11-21T19:30:00Z')`,
    [YEAR, home.id, away.id],
  );
  await Promise.all(files.map((file) => rm(file, { force: true })));
});

const main = (page: Page) => page.locator('main');

/** Opens a Radix select by its label and picks an option. */
async function choose(page: Page, label: string, option: string, scope = main(page)) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function toast(page: Page, text: string | RegExp) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** A fixture file with three good rows and three bad ones (spec §8 errors). */
function fixtureRows(day: number) {
  const date = (d: number) => `${String(d).padStart(2, '0')}/03/${YEAR} 20:30`;
  return [
    [teams[0]!.toUpperCase(), teams[1]!, date(day), '', '', ''],
    [teams[2]!, teams[3]!, date(day + 1), teams[4]!, '2', '1'],
    [teams[5]!, teams[6]!, date(day + 2), '', '', ''],
    ['Squadra Fantasma', teams[1]!, date(day), '', '', ''],
    [teams[0]!, teams[0]!, date(day), '', '', ''],
    [teams[2]!, teams[3]!, `${YEAR}-03-01 20:30`, '', '', ''],
  ];
}

async function writeFixtureFiles() {
  const xlsxPath = join(tmpdir(), `calcetto-fixtures-${Date.now()}.xlsx`);
  const csvPath = join(tmpdir(), `calcetto-fixtures-${Date.now()}.csv`);
  files.push(xlsxPath, csvPath);
  const book = XLSX.utils.book_new();
  const header = [
    'home_team_name',
    'away_team_name',
    'match_date',
    'referee_team_name',
    'home_score',
    'away_score',
  ];
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([header, ...fixtureRows(1)]),
    'Partite',
  );
  await writeFile(
    xlsxPath,
    new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
  );
  // Italian headers and ';' as Excel saves in Italy.
  const csv = [
    ['Squadra casa', 'Squadra ospite', 'Data', 'Arbitro', 'Gol casa', 'Gol ospite'],
    ...fixtureRows(10),
  ]
    .map((row) => row.map((cell) => (cell.includes(';') ? `"${cell}"` : cell)).join(';'))
    .join('\r\n');
  await writeFile(csvPath, csv, 'utf8');
  return { xlsxPath, csvPath };
}

async function importFile(page: Page, path: string, run: string, kind: string) {
  await page.goto(previewUrl('/admin/fixtures/import'));
  await main(page).getByLabel('File delle partite').setInputFiles(path);
  await main(page)
    .getByText(/righe di dati/)
    .waitFor();
  await screenshot(page, `admin-fixtures-import-${kind}-map-${run}`);
  await main(page).getByRole('button', { name: 'Avanti' }).click();
  await main(page).getByText('Partite valide: 3. Righe con errori: 3.').waitFor();
  const preview = main(page).getByRole('table', { name: "Anteprima dell'importazione" });
  await preview.getByText('Squadra di casa non trovata').waitFor();
  await preview.getByText('Le squadre devono essere diverse').waitFor();
  await preview.getByText('Data non valida (formato atteso GG/MM/AAAA HH:mm)').waitFor();
  // The messages are read in place: at 1280 px the table fits its card, no sideways scrolling.
  const fit = await preview.evaluate((table) => ({
    table: table.scrollWidth,
    box: table.parentElement!.clientWidth,
    boxScroll: table.parentElement!.scrollWidth,
  }));
  expect(fit.table, `${kind} preview table`).toBeLessThanOrEqual(fit.box);
  expect(fit.boxScroll, `${kind} preview box`).toBeLessThanOrEqual(fit.box);
  await screenshot(page, `admin-fixtures-import-${kind}-preview-${run}`);
  await main(page).getByRole('button', { name: 'Importa 3 partite' }).click();
  await main(page).getByText('Sono state importate 3 partite.').waitFor();
  await main(page).getByText('3 righe con errori sono state scartate.').waitFor();
  await screenshot(page, `admin-fixtures-import-${kind}-done-${run}`);
}

async function tableRow(page: Page, team: string) {
  await page.goto(previewUrl('/tables'));
  const table = main(page).getByRole('table', { name: /^Classifica Serie A/ });
  await table.waitFor();
  return (await table.getByRole('row').filter({ hasText: team }).first().innerText()).trim();
}

describe('admin fixtures', () => {
  it('creates a match, enters its result and the table follows (desktop, light)', async () => {
    const context = await signedInContext(browser, ADMIN_EMAIL, {
      viewport: { width: 1280, height: 900 },
      locale: 'it-IT',
    });
    const page = await context.newPage();
    try {
      const before = await tableRow(page, home.name);

      await page.goto(previewUrl('/admin/fixtures/new'));
      await choose(page, 'Competizione', 'Serie A');
      await main(page).getByLabel('Stagione', { exact: true }).click();
      await page.getByRole('option').first().click();
      await choose(page, 'Squadra di casa', home.name);
      await choose(page, 'Squadra ospite', home.name);
      await main(page).getByLabel('Data', { exact: true }).fill('2026-11-21');
      await main(page).getByLabel('Ora', { exact: true }).fill('20:30');
      await main(page).getByRole('button', { name: 'Salva' }).click();
      // Same team twice is refused before anything is sent.
      await main(page).getByText('Le squadre devono essere diverse').waitFor();
      await choose(page, 'Squadra ospite', away.name);
      await main(page).getByRole('button', { name: 'Salva' }).click();
      await page.waitForURL(/\/admin\/fixtures\/\d+$/);
      await toast(page, 'Partita creata.');
      await main(page)
        .getByRole('heading', { name: `${home.name} – ${away.name}` })
        .waitFor();

      // The result: completed 3–0 with one scorer.
      await choose(page, 'Stato', 'Conclusa');
      await main(page).getByRole('button', { name: 'Salva' }).click();
      await main(page).getByText('I punteggi sono obbligatori per le partite concluse').waitFor();
      await main(page)
        .getByLabel(/^Gol casa/)
        .fill('3');
      await main(page)
        .getByLabel(/^Gol ospite/)
        .fill('0');
      await main(page).getByRole('button', { name: 'Aggiungi gol' }).click();
      const goal = main(page).getByRole('group', { name: 'Gol 1' });
      await goal.getByLabel('Giocatore').click();
      await page.getByRole('option').nth(1).click();
      await goal.getByLabel('Minuto').fill('17');
      await main(page)
        .getByText(/Marcatori incompleti/)
        .waitFor();
      await screenshot(page, 'admin-fixtures-result-desktop-light');
      await main(page).getByRole('button', { name: 'Salva' }).click();
      await toast(page, 'Risultato salvato.');
      const saved = await sql<{ status: string; home_score: number; goals: string }>(
        `select status, home_score, (select count(*) from goals g where g.match_id = m.id) goals
         from matches m where home_team_id = $1 and away_team_id = $2
           and match_date = '2026-11-21T19:30:00Z'`,
        [home.id, away.id],
      );
      expect(saved.rows[0]).toEqual({ status: 'completed', home_score: 3, goals: '1' });

      const after = await tableRow(page, home.name);
      expect(after).not.toBe(before);
      await screenshot(page, 'admin-fixtures-tables-after-desktop-light');
    } finally {
      await context.close();
    }
  });

  it('imports .xlsx and .csv files with bad rows, exports, and bulk-sets a status (desktop, light)', async () => {
    const context = await signedInContext(browser, ADMIN_EMAIL, {
      viewport: { width: 1280, height: 900 },
      locale: 'it-IT',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    try {
      const { xlsxPath, csvPath } = await writeFixtureFiles();
      await importFile(page, xlsxPath, 'desktop-light', 'xlsx');
      await importFile(page, csvPath, 'desktop-light', 'csv');
      const imported = await sql<{ n: string; completed: string }>(
        `select count(*) n, count(*) filter (where status = 'completed') completed
         from matches where extract(year from match_date) = $1`,
        [YEAR],
      );
      expect(imported.rows[0]).toEqual({ n: '6', completed: '2' });

      // A file of the wrong type is refused with the spec's message.
      await page.goto(previewUrl('/admin/fixtures/import'));
      const wrong = join(tmpdir(), `calcetto-not-a-sheet-${Date.now()}.xlsx`);
      files.push(wrong);
      await writeFile(wrong, 'this is not a spreadsheet');
      await main(page).getByLabel('File delle partite').setInputFiles(wrong);
      await main(page)
        .getByText('Impossibile leggere il file (deve essere .xlsx o .csv).')
        .waitFor();

      // Export what a search finds; then a search that finds nothing.
      await page.goto(previewUrl(`/admin/fixtures?q=${encodeURIComponent(teams[2]!)}`));
      await main(page).getByRole('cell', { name: teams[2]! }).first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main(page).getByRole('button', { name: 'Esporta in Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^partite-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const book = XLSX.read(await readFile((await download.path())!), { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
        header: 1,
      });
      expect(rows[0]).toEqual([
        'home_team_name',
        'away_team_name',
        'match_date',
        'referee_team_name',
        'competition_name',
        'season_name',
        'home_score',
        'away_score',
        'venue_name',
        'status',
      ]);
      expect(rows.length).toBeGreaterThan(2);
      expect(rows.slice(1).every((r) => r[0] === teams[2] || r[1] === teams[2] || r[8])).toBe(true);
      expect(rows.some((r) => r[2] === `02/03/${YEAR} 20:30`)).toBe(true);

      await page.goto(previewUrl('/admin/fixtures?q=nessuna-squadra-cosi'));
      await main(page).getByText('Nessuna partita corrisponde ai filtri.').waitFor();
      await main(page).getByRole('button', { name: 'Esporta in Excel' }).click();
      await toast(page, 'Nessuna partita da esportare.');

      // Bulk: the three newest matches (this file's imports) set to postponed.
      await page.goto(previewUrl('/admin/fixtures'));
      const table = main(page).getByRole('table', { name: 'Partite' });
      const boxes = table.getByRole('checkbox', { name: 'Seleziona la riga' });
      await boxes.first().waitFor();
      for (let i = 0; i < 3; i += 1) await boxes.nth(i).click();
      await main(page).getByText('3 partite selezionate').first().waitFor();
      await screenshot(page, 'admin-fixtures-bulk-selected-desktop-light');
      await main(page).getByRole('button', { name: 'Cambia stato' }).click();
      await page.getByRole('menuitem', { name: 'Imposta «Rinviata»' }).click();
      await toast(page, 'Stato aggiornato per 3 partite.');
      await expect.poll(async () => table.getByText('Rinviata').count()).toBe(3);
      const postponed = await sql<{ n: string }>(
        `select count(*) n from matches where extract(year from match_date) = $1 and status = 'postponed'`,
        [YEAR],
      );
      expect(postponed.rows[0]!.n).toBe('3');
    } finally {
      await context.close();
    }
  });

  // Each page is loaded once per width and seen in both schemes: the desktop loads light, the
  // phone dark, and each then switches the loaded page to the other scheme.
  describe('pages at 1280 and 390 px, light and dark', () => {
    for (const viewport of [
      { label: 'desktop', width: 1280, height: 900, first: 'light' },
      { label: 'phone', width: 390, height: 844, first: 'dark' },
    ] as const) {
      const run = viewport.label;
      it(`list, match, import preview, bulk create and brackets (${run}, light and dark)`, async () => {
        let context: BrowserContext | undefined;
        try {
          context = await signedInContext(browser, ADMIN_EMAIL, {
            viewport: { width: viewport.width, height: viewport.height },
            colorScheme: viewport.first,
            locale: 'it-IT',
          });
          const page = await context.newPage();
          const shoot = (name: string) =>
            inBothSchemes(page, viewport.first, (scheme) =>
              screenshot(page, `admin-fixtures-${name}-${run}-${scheme}`),
            );
          await page.goto(previewUrl('/admin/fixtures'));
          await main(page)
            .getByRole('table', { name: 'Partite' })
            .getByRole('row')
            .nth(1)
            .waitFor();
          await shoot('list');
          // The page itself never scrolls sideways; a wide table scrolls in its own box.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(viewport.width);

          await main(page)
            .getByRole('link', { name: /^Apri / })
            .first()
            .click();
          await main(page).getByRole('heading', { name: 'Risultato e marcatori' }).waitFor();
          await shoot('detail');

          const { csvPath } = await writeFixtureFiles();
          await page.goto(previewUrl('/admin/fixtures/import'));
          await main(page).getByLabel('File delle partite').setInputFiles(csvPath);
          await main(page).getByRole('button', { name: 'Avanti' }).click();
          await main(page).getByText('Partite valide: 3. Righe con errori: 3.').waitFor();
          await shoot('import-preview');
          // Back to the mapping keeps the file and its columns.
          await main(page).getByRole('button', { name: 'Indietro' }).click();
          await main(page)
            .getByText(/righe di dati/)
            .waitFor();

          await page.goto(previewUrl('/admin/fixtures/new/bulk'));
          await choose(page, 'Competizione (facoltativa)', 'Serie A');
          await main(page).getByLabel('Stagione (facoltativa)', { exact: true }).click();
          await page.getByRole('option').nth(1).click();
          await main(page)
            .getByText(/preselezionate/)
            .waitFor();
          await main(page).getByLabel('Data di inizio').fill(`${YEAR}-09-01`);
          await main(page)
            .getByText(/giornate, \d+ partite\./)
            .waitFor();
          await shoot('bulk');

          await page.goto(previewUrl('/admin/fixtures/brackets'));
          await choose(page, 'Competizione', 'Serie A');
          await main(page).getByLabel('Stagione', { exact: true }).click();
          await page.getByRole('option', { name: '2025/26' }).click();
          await main(page).getByRole('list', { name: 'Partite del tabellone' }).waitFor();
          expect(
            await main(page)
              .getByRole('list', { name: 'Partite del tabellone' })
              .getByRole('listitem')
              .count(),
          ).toBeGreaterThan(0);
          await shoot('brackets');
        } finally {
          await context?.close();
        }
      });
    }
  });
});
