// The frame every page lives in, in a real browser against the seeded demo league: sign-in per
// role (who sees the Admin link), the route guard's round trip, languages and their persistence,
// the theme toggle, and the not-found page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { signInAs, submitSignIn } from '../helpers/sign-in';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'it-IT' });
  return { context, page: await context.newPage() };
}

describe('app shell', () => {
  const roles = [
    { email: 'admin@calcetto.local', admin: true },
    { email: 'editor@calcetto.local', admin: true },
    { email: 'captain@calcetto.local', admin: true },
    { email: 'player@calcetto.local', admin: false },
  ];
  for (const { email, admin } of roles) {
    it(`signs in ${email} and shows the Admin link ${admin ? '' : 'not '}in the user menu`, async () => {
      const { context, page } = await newPage();
      try {
        await signInAs(page, email);
        await page.getByRole('button', { name: 'Menu utente' }).click();
        const menu = page.getByRole('menu');
        await expect.poll(() => menu.getByText(email).count()).toBe(1);
        expect(await menu.getByRole('menuitem', { name: 'Amministrazione' }).count()).toBe(
          admin ? 1 : 0,
        );
        await menu.getByRole('menuitem', { name: 'Esci' }).click();
        await expect.poll(() => page.getByRole('link', { name: 'Accedi' }).count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  }

  it('sends a signed-out visitor from /admin to /login and back after signing in', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto(previewUrl('/admin/teams'));
      await page.waitForURL((url) => url.pathname === '/login');
      await submitSignIn(page, 'admin@calcetto.local');
      await page.waitForURL((url) => url.pathname === '/admin/teams', { timeout: 20_000 });
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Squadre');
    } finally {
      await context.close();
    }
  });

  it('switches language, keeps the choice after a reload, and disables the current one', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto(previewUrl('/'));
      const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
      await expect.poll(() => nav.getByRole('link', { name: 'Partite' }).count()).toBe(1);
      expect(await page.title()).toBe('Calcetto');

      await page.getByRole('button', { name: 'Cambia lingua' }).click();
      expect(await page.getByRole('menuitem', { name: 'Italiano' }).isDisabled()).toBe(true);
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: 'Main navigation' })
            .getByRole('link', { name: 'Matches' })
            .count(),
        )
        .toBe(1);

      await page.reload();
      await expect
        .poll(() => page.getByRole('link', { name: 'Matches' }).count())
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      await page.getByRole('button', { name: 'Change language' }).click();
      await page.getByRole('menuitem', { name: 'Nederlands' }).click();
      await expect
        .poll(() => page.getByRole('link', { name: 'Wedstrijden' }).count())
        .toBeGreaterThan(0);
      await screenshot(page, 'shell-home-nl-desktop');
    } finally {
      await context.close();
    }
  });

  it('toggles dark mode on the root element and remembers it', async () => {
    const { context, page } = await newPage(390);
    try {
      await page.goto(previewUrl('/'));
      await page.getByRole('button', { name: 'Cambia tema' }).click();
      await page.getByRole('menuitemradio', { name: 'Scuro' }).click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(true);
      await screenshot(page, 'shell-home-dark-phone');
    } finally {
      await context.close();
    }
  });

  it('answers an unknown path with the not-found page and a way home', async () => {
    const { context, page } = await newPage(390);
    try {
      await page.goto(previewUrl('/this-page-does-not-exist'));
      const home = page.getByRole('link', { name: 'Torna alla home' });
      await expect.poll(() => home.count()).toBe(1);
      await home.click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});
