import type { Page } from 'playwright-core';
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
