import type { Browser, BrowserContext, Page } from 'playwright-core';
import { previewUrl } from './browser';
import { DEMO_PASSWORD } from './stack';

export { DEMO_PASSWORD };

export const ADMIN_EMAIL = 'admin@calcetto.local';

/** Fills and submits the (Italian) sign-in form of the page it is on. Does not wait. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** Opens /login and submits the form. Does not wait: the sign-in may be meant to fail. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(previewUrl('/login'));
  await submitSignIn(page, email, password);
}

/** Signs in with a demo account and waits until the app has left /login. */
export async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

export const signInAsAdmin = (page: Page) => signInAs(page, ADMIN_EMAIL);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;
const sessions = new WeakMap<Browser, Map<string, Promise<StorageState>>>();

/**
 * A new context already signed in as a demo account. The first call per browser and account
 * signs in through the form (signInAs); later ones start from the session it saved in
 * localStorage, as a returning visitor does, instead of signing in again.
 */
export async function signedInContext(
  browser: Browser,
  email: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  let byEmail = sessions.get(browser);
  if (!byEmail) sessions.set(browser, (byEmail = new Map()));
  let state = byEmail.get(email);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ locale: 'it-IT' });
      try {
        const page = await context.newPage();
        await signInAs(page, email);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    byEmail.set(email, state);
    state.catch(() => byEmail.delete(email));
  }
  return browser.newContext({ ...options, storageState: await state });
}
