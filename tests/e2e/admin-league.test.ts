// League-management admin journeys in a real browser, signed in as the seeded admin: a team with
// two colours (a third refused), a player in it, a venue edited, deletes behind the confirmation;
// on a phone and a desktop, light and dark, with screenshots of each step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { signInAsAdmin } from '../helpers/sign-in';

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

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
    for (const scheme of SCHEMES) {
      const run = `${viewport.label}-${scheme}`;

      it(`creates a team and a player, edits a venue and deletes (${run})`, async () => {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: scheme,
          locale: 'it-IT',
        });
        const page = await context.newPage();
        const suffix = `${run}-${Date.now().toString(36)}`;
        const teamName = `E2E Aquile ${suffix}`;
        try {
          await signInAsAdmin(page);

          // Dashboard: the four counts and the admin's quick actions.
          await page.goto(previewUrl('/admin'));
          await main(page).getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
          await page.getByTestId('count-teams').waitFor();
          expect(
            Number((await page.getByTestId('count-teams').textContent())?.replace('.', '')),
          ).toBeGreaterThan(0);
          await expect(
            main(page).getByRole('link', { name: 'Nuova squadra' }).count(),
          ).resolves.toBe(1);
          await screenshot(page, `admin-league-dashboard-${run}`);

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
          await screenshot(page, `admin-league-team-form-${run}`);
          await page.getByRole('button', { name: 'Salva' }).click();
          await page.waitForURL((url) => url.pathname === '/admin/teams', { timeout: 20_000 });
          await page.getByText('Squadra creata').waitFor();
          await search(page, suffix);
          const teamRow = main(page).getByRole('row', { name: new RegExp(teamName) });
          await teamRow.waitFor();
          expect(await teamRow.textContent()).toContain('San Rocco');
          await screenshot(page, `admin-league-teams-${run}`);

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
          await screenshot(page, `admin-league-player-form-${run}`);
          await page.getByRole('button', { name: 'Salva' }).click();
          await page.waitForURL((url) => url.pathname === '/admin/players', { timeout: 20_000 });
          await search(page, suffix);
          const playerRow = main(page).getByRole('row', { name: new RegExp(`Ferri ${suffix}`) });
          await playerRow.waitFor();
          expect(await playerRow.textContent()).toContain(teamName);
          expect(await playerRow.textContent()).toContain('Attaccante');
          await screenshot(page, `admin-league-players-${run}`);

          // Delete the player, behind the confirmation.
          await playerRow.getByRole('button', { name: /^Elimina/ }).click();
          const dialog = page.getByRole('alertdialog');
          await dialog.waitFor();
          expect(await dialog.textContent()).toContain('Sei sicuro?');
          expect(await dialog.textContent()).toContain('Questa azione non può essere annullata');
          await screenshot(page, `admin-league-delete-player-${run}`);
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
          await screenshot(page, `admin-league-venues-${run}`);

          // Delete the team: the confirmation says what goes with it.
          await page.goto(previewUrl(`/admin/teams?q=${encodeURIComponent(suffix)}`));
          const row = main(page).getByRole('row', { name: new RegExp(teamName) });
          await row.getByRole('button', { name: /^Elimina/ }).click();
          const teamDialog = page.getByRole('alertdialog');
          await teamDialog.waitFor();
          expect(await teamDialog.textContent()).toContain(
            'giocatori, le sue partite, gli sponsor e il palmarès',
          );
          await screenshot(page, `admin-league-delete-team-${run}`);
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
  }
});
