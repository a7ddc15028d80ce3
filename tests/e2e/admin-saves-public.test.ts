// Issue 14: an admin's save shows on the public pages at once, in the same tab. One page, loaded
// once, moves between the admin area and the public pages through the app's router only, so the
// public pages' data comes from the query cache the admin's saves must have invalidated. Each
// public page is visited before the save, so its cached answer is fresh (30 s to 5 min) and only
// the invalidation can replace it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, previewUrl } from '../helpers/browser';
import { ADMIN_EMAIL, signedInContext } from '../helpers/sign-in';
import { sql } from '../helpers/stack';

/** Far from the seed's dates (and admin-fixtures' 2094), so the match tops the admin list. */
const BULK_YEAR = 2099;
const suffix = Date.now().toString(36);
const seasonName = `Stagione prova ${suffix}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let season: { id: number; name: string };
/** The competition's top scorer in the current season, his team, and an opponent. */
let scorer: { id: number; first: string; last: string };
let home: { id: number; name: string };
let away: { id: number; name: string };
let resultMatchId: number;
let bulkMatchId: number;
let renamed: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const current = await sql<{ id: string; name: string }>(
    'select id, name from seasons order by start_date desc, id desc limit 1',
  );
  season = { id: Number(current.rows[0]!.id), name: current.rows[0]!.name };
  const top = await sql<{ id: string; first: string; last: string; team: string; name: string }>(
    `select p.id, p.first_name first, p.last_name last, t.id team, t.name
     from goals g join matches m on m.id = g.match_id
       join players p on p.id = g.player_id join teams t on t.id = p.team_id
     where m.competition_id = 1 and m.season_id = $1 and m.status = 'completed'
       and not g.own_goal and p.team_id in (
         select team_id from competition_season_teams where competition_id = 1 and season_id = $1)
     group by p.id, t.id order by count(*) desc, p.id limit 1`,
    [season.id],
  );
  const row = top.rows[0]!;
  scorer = { id: Number(row.id), first: row.first, last: row.last };
  home = { id: Number(row.team), name: row.name };
  const other = await sql<{ id: string; name: string }>(
    `select t.id, t.name from competition_season_teams cst join teams t on t.id = cst.team_id
     where cst.competition_id = 1 and cst.season_id = $1 and t.id <> $2 order by t.name limit 2`,
    [season.id, home.id],
  );
  away = { id: Number(other.rows[0]!.id), name: other.rows[0]!.name };
  // The team the admin renames: another team of the same table, so its row is on /tables.
  renamed = { id: Number(other.rows[1]!.id), name: other.rows[1]!.name };
  const insert = (date: string) =>
    sql<{ id: string }>(
      `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date, status)
       values (1, $1, $2, $3, $4, 'scheduled') returning id`,
      [season.id, home.id, away.id, date],
    );
  resultMatchId = Number((await insert('2026-11-20T19:30:00Z')).rows[0]!.id);
  bulkMatchId = Number((await insert(`${BULK_YEAR}-05-01T19:30:00Z`)).rows[0]!.id);

  context = await signedInContext(browser, ADMIN_EMAIL, {
    viewport: { width: 1280, height: 900 },
    locale: 'it-IT',
  });
  page = await context.newPage();
  await page.goto(previewUrl('/'));
  await main().getByRole('heading', { name: 'Classifica' }).waitFor();
  // Gone if anything reloads the page: every later step must be a navigation inside the app.
  await page.evaluate(() => {
    (window as Window & { loadedOnce?: boolean }).loadedOnce = true;
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (resultMatchId || bulkMatchId)
    await sql('delete from matches where id = any($1)', [[resultMatchId, bulkMatchId]]);
  if (renamed) await sql('update teams set name = $1 where id = $2', [renamed.name, renamed.id]);
  await sql('delete from seasons where name = $1', [seasonName]);
});

const main = () => page.locator('main');

/** Client-side navigation through the app's router (a history entry and its popstate). */
async function go(path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

async function toast(text: string | RegExp) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** Long enough for a refetch, far shorter than any stale time an unrefreshed cache would keep. */
const SHOWN = { timeout: 8_000 };

const standingsTable = () => main().getByRole('table', { name: /^Classifica Serie A/ });
const scorersTable = () => main().getByRole('table', { name: /^Classifica marcatori Serie A/ });
/** The player's season numbers (goals, goals per match), not his card's details. */
const numbers = () => main().locator('dl').filter({ hasText: 'Gol segnati' });
const homeTable = () => main().getByRole('region', { name: 'Classifica' }).getByRole('table');
const rowOf = (table: ReturnType<typeof main>, text: string) =>
  table.getByRole('row').filter({ hasText: text }).first();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('an admin save, then the public pages, in one tab', () => {
  it('renames a team: the public teams list and the table show the new name', async () => {
    const newName = `${renamed.name} ${suffix}`;
    const teamCard = () => main().locator(`a[href="/teams/${renamed.id}"]`).first();
    await go('/teams');
    await expect.poll(() => teamCard().textContent()).toContain(renamed.name);
    await go('/tables');
    await rowOf(standingsTable(), renamed.name).waitFor();

    await go(`/admin/teams/${renamed.id}/edit`);
    const name = main().getByLabel('Nome', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(renamed.name);
    await name.fill(newName);
    await main().getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/teams');
    await toast('Squadra aggiornata');

    await go('/teams');
    await expect.poll(() => teamCard().textContent(), SHOWN).toContain(newName);
    await go('/tables');
    await rowOf(standingsTable(), newName).waitFor(SHOWN);
  });

  it('enters a result with a scorer: the table, top scorers, the player and home follow', async () => {
    await go('/tables');
    const tableBefore = await rowOf(standingsTable(), home.name).innerText();
    await go('/statistics');
    const scorersBefore = await rowOf(scorersTable(), scorer.last).innerText();
    await go(`/players/${scorer.id}`);
    const history = main().getByRole('region', { name: 'Storico dei gol' });
    await history.getByRole('table').waitFor();
    const numbersBefore = await numbers().innerText();
    await go('/');
    const homeBefore = await rowOf(homeTable(), home.name).innerText();

    await go(`/admin/fixtures/${resultMatchId}`);
    await main().getByRole('heading', { name: 'Risultato e marcatori' }).waitFor();
    await main().getByLabel('Stato', { exact: true }).click();
    await page.getByRole('option', { name: 'Conclusa', exact: true }).click();
    await main()
      .getByLabel(/^Gol casa/)
      .fill('1');
    await main()
      .getByLabel(/^Gol ospite/)
      .fill('0');
    await main().getByRole('button', { name: 'Aggiungi gol' }).click();
    const goal = main().getByRole('group', { name: 'Gol 1' });
    await goal.getByLabel('Giocatore').click();
    await page
      .getByRole('option', { name: new RegExp(`^${escape(`${scorer.last} ${scorer.first}`)}`) })
      .click();
    await goal.getByLabel('Minuto').fill('12');
    await main().getByRole('button', { name: 'Salva' }).click();
    await toast('Risultato salvato.');

    await go('/tables');
    await expect
      .poll(() => rowOf(standingsTable(), home.name).innerText(), SHOWN)
      .not.toBe(tableBefore);
    await go('/statistics');
    await expect
      .poll(() => rowOf(scorersTable(), scorer.last).innerText(), SHOWN)
      .not.toBe(scorersBefore);
    await go(`/players/${scorer.id}`);
    await history.locator(`a[href="/matches/${resultMatchId}"]`).waitFor(SHOWN);
    await expect.poll(() => numbers().innerText(), SHOWN).not.toBe(numbersBefore);
    await go('/');
    await expect.poll(() => rowOf(homeTable(), home.name).innerText(), SHOWN).not.toBe(homeBefore);
  });

  it('creates a season: the public pickers offer it', async () => {
    await go('/matches');
    const picker = main().getByLabel('Stagione', { exact: true });
    await picker.locator('option').first().waitFor({ state: 'attached' });
    expect(await picker.locator('option', { hasText: seasonName }).count()).toBe(0);

    await go('/admin/seasons/new');
    await main().getByLabel('Nome', { exact: true }).fill(seasonName);
    // Long ago, so the site's current season (the newest) stays the seed's.
    await main().getByLabel('Data di inizio').fill('1990-09-01');
    await main().getByLabel('Data di fine').fill('1991-06-30');
    await main().getByRole('button', { name: 'Salva' }).click();
    await toast('Stagione creata');

    await go('/matches');
    await expect
      .poll(() => picker.locator('option', { hasText: seasonName }).count(), SHOWN)
      .toBe(1);
    await go('/statistics');
    await expect
      .poll(
        () =>
          main()
            .getByLabel('Stagione', { exact: true })
            .locator('option', { hasText: seasonName })
            .count(),
        SHOWN,
      )
      .toBe(1);
  });

  it('bulk-changes fixtures’ status: /matches shows it', async () => {
    const card = () => main().locator(`a[href="/matches/${bulkMatchId}"]`);
    await go('/matches');
    // Far down the list, where the browser may skip its layout: read its text, not its rendering.
    await card().waitFor({ state: 'attached' });
    expect(await card().textContent()).not.toContain('Rinviata');

    await go('/admin/fixtures');
    const row = main()
      .getByRole('table', { name: 'Partite' })
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/admin/fixtures/${bulkMatchId}"]`) });
    await row.getByRole('checkbox', { name: 'Seleziona la riga' }).click();
    await main().getByRole('button', { name: 'Cambia stato' }).click();
    await page.getByRole('menuitem', { name: 'Imposta «Rinviata»' }).click();
    await toast('Stato aggiornato per 1 partita.');

    await go('/matches');
    await expect.poll(() => card().textContent(), SHOWN).toContain('Rinviata');
  });

  it('never reloaded the page', async () => {
    expect(
      await page.evaluate(() => (window as Window & { loadedOnce?: boolean }).loadedOnce),
    ).toBe(true);
  });
});
