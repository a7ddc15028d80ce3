import type { Page } from 'playwright-core';

export type Scheme = 'light' | 'dark';

/**
 * Switches the page's `prefers-color-scheme`, as a phone does at sunset, and waits until the app
 * has followed (the `dark` class on <html>, theme-provider.tsx) and its colour transitions have
 * ended, so a screenshot or a contrast check sees the final colours.
 */
export async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) =>
      document.documentElement.classList.contains('dark') === dark &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition)),
    scheme === 'dark',
    { timeout: 10_000 },
  );
}

/**
 * Runs `check` on the page as loaded (in `first`, the context's colour scheme), then switches to
 * the other scheme and runs it again, then switches back. One page load covers both schemes;
 * loading a page dark (the head script's class before the first paint) and switching a loaded
 * page to dark (the app's media-query listener) are both real paths, so callers alternate which
 * scheme they load in.
 */
export async function inBothSchemes(
  page: Page,
  first: Scheme,
  check: (scheme: Scheme, switched: boolean) => Promise<void>,
): Promise<void> {
  const second: Scheme = first === 'light' ? 'dark' : 'light';
  await check(first, false);
  await switchScheme(page, second);
  await check(second, true);
  await switchScheme(page, first);
}
