// League-management admin journeys in a real browser, signed in as the seeded admin: a team with
// two colours (a third refused), a player in it, a venue edited, deletes behind the confirmation;
// on a desktop (loaded light) and a phone (loaded dark), each step screenshotted in both schemes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { inBothSchemes, type Scheme } from '../helpers/scheme';
import { ADMIN_EMAIL, signedInContext } from '../helpers/sign-in';

// The journey is the same in either colour scheme; what differs is the layout (one journey per
// width) and the colours (each step seen in both schemes). The desktop loads light, the phone
// dark, so both the first paint in dark and the switch of a loaded page are exercised.
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900, first: 'light' },
  { label: 'phone', width: 390, height: 844, first: 'dark' },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Types into the list's search box and waits for the debounced query to come back. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text, { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
}

/** The page's content without the header: the admin area is all we look at. */
const main = (page: Page) => page.locator('main');

describe('admin league management', () => {
  for (const viewport of VIEWPORTS) {
    const run = viewport.label;

    it(`creates a team and a player, edits a venue and deletes (${run}, light and dark)`, async () => {
      const context = await signedInContext(browser, ADMIN_EMAIL, {
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: viewport.first,
        locale: 'it-IT',
      });
      const page = await context.newPage();
      const suffix = `${run}-${Date.now().toString(36)}`;
      const teamName = `E2E Aquile ${suffix}`;
      /** A screenshot of the step in each scheme. */
      const shoot = (name: string) =>
        inBothSchemes(page, viewport.first, (scheme: Scheme) =>
          screenshot(page, `admin-league-${name}-${run}-${scheme}`),
        );
      try {
        // Dashboard: the four counts and the admin's quick actions.
        await page.goto(previewUrl('/admin'));
        await main(page).getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        await page.getByTestId('count-teams').waitFor();
        expect(
          Number((await page.getByTestId('count-teams').textContent())?.replace('.', '')),
        ).toBeGreaterThan(0);
        await expect(main(page).getByRole('link', { name: 'Nuova squadra' }).count()).resolves.toBe(
          1,
        );
        await shoot('dashboard');

        // A team with two colours; the third is refused.
        await main(page).getByRole('link', { name: 'Nuova squadra' }).click();
        await page.getByLabel('Nome', { exact: true }).fill(teamName);
        await page.getByLabel('Parrocchia').fill('San Rocco');
        await page.getByRole('button', { name: 'Bianco', exact: true }).click();
        await page.getByRole('button', { name: 'Blu', exact: true }).click();
        await page.getByRole('button', { name: 'Verde', exact: true }).click();
        const refusal = main(page).getByRole('alert');
        await refusal.waitFor();
        expect(await refusal.textContent()).toContain('al massimo 2 colori');
        expect(
          await page
            .getByRole('button', { name: 'Verde', exact: true })
            .getAttribute('aria-pressed'),
        ).toBe('false');
        await shoot('team-form');
        await page.getByRole('button', { name: 'Salva' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/teams', { timeout: 20_000 });
        await page.getByText('Squadra creata').waitFor();
        await search(page, suffix);
        const teamRow = main(page).getByRole('row', { name: new RegExp(teamName) });
        await teamRow.waitFor();
        expect(await teamRow.textContent()).toContain('San Rocco');
        await shoot('teams');

        // A player in that team.
        await page.goto(previewUrl('/admin/players/new'));
        await page.getByLabel('Nome', { exact: true }).fill('Giulio');
        await page.getByLabel('Cognome').fill(`Ferri ${suffix}`);
        await page.getByRole('combobox', { name: 'Squadra' }).click();
        await page.getByRole('option', { name: teamName }).click();
        await page.getByRole('combobox', { name: 'Ruolo' }).click();
        await page.getByRole('option', { name: 'Attaccante' }).click();
        await page.getByLabel('Numero di maglia').fill('9');
        await page.getByLabel('Documento d’identità').fill('CA00000AA');
        await shoot('player-form');
        await page.getByRole('button', { name: 'Salva' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/players', { timeout: 20_000 });
        await search(page, suffix);
        const playerRow = main(page).getByRole('row', { name: new RegExp(`Ferri ${suffix}`) });
        await playerRow.waitFor();
        expect(await playerRow.textContent()).toContain(teamName);
        expect(await playerRow.textContent()).toContain('Attaccante');
        await shoot('players');

        // Delete the player, behind the confirmation.
        await playerRow.getByRole('button', { name: /^Elimina/ }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain('Sei sicuro?');
        expect(await dialog.textContent()).toContain('Questa azione non può essere annullata');
        await shoot('delete-player');
        await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
        await main(page).getByText('Nessun giocatore corrisponde alla ricerca.').waitFor();

        // Edit a venue.
        await page.goto(previewUrl('/admin/venues'));
        const firstEdit = main(page)
          .getByRole('link', { name: /^Modifica/ })
          .first();
        await firstEdit.click();
        await page.waitForURL(/\/admin\/venues\/\d+\/edit$/);
        // The URL changes before the edit page has rendered (the router renders in a
        // transition, and the list stays on screen meanwhile); the list's search box is
        // labelled "Cerca per nome, struttura, …", so wait for the edit page itself and match
        // the label exactly, or the text goes into the search box and the form saves unchanged.
        await main(page).getByRole('heading', { name: 'Modifica campo', level: 1 }).waitFor();
        const structure = main(page).getByLabel('Struttura', { exact: true });
        await structure.waitFor();
        await page.waitForLoadState('networkidle');
        await structure.fill(`Palestra ${suffix}`);
        expect(await structure.inputValue()).toBe(`Palestra ${suffix}`);
        await page.getByRole('button', { name: 'Salva' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/venues', { timeout: 20_000 });
        await page.getByText('Campo aggiornato').waitFor();
        await search(page, suffix);
        await main(page)
          .getByRole('cell', { name: `Palestra ${suffix}` })
          .waitFor();
        await shoot('venues');

        // Delete the team: the confirmation says what goes with it.
        await page.goto(previewUrl(`/admin/teams?q=${encodeURIComponent(suffix)}`));
        const row = main(page).getByRole('row', { name: new RegExp(teamName) });
        await row.getByRole('button', { name: /^Elimina/ }).click();
        const teamDialog = page.getByRole('alertdialog');
        await teamDialog.waitFor();
        expect(await teamDialog.textContent()).toContain(
          'giocatori, le sue partite, gli sponsor e il palmarès',
        );
        await shoot('delete-team');
        await teamDialog.getByRole('button', { name: 'Elimina', exact: true }).click();
        await main(page).getByText('Nessuna squadra corrisponde alla ricerca.').waitFor();
      } catch (error) {
        await screenshot(page, `admin-league-failure-${run}`);
        throw error;
      } finally {
        await context.close();
      }
    });
  }
});
