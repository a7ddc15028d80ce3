import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium-flags';

export const ARTIFACTS_DIR = join(import.meta.dirname, '..', 'artifacts');

/** CHROME_PATH, then Debian's Chromium (it has the system fonts), then the npm-shipped build. */
export async function chromiumPath(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH)
    return { executablePath: process.env.CHROME_PATH, args: CHROMIUM_FLAGS };
  if (existsSync('/usr/bin/chromium'))
    return { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS };
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return {
    executablePath: await sparticuz.executablePath(),
    args: [...sparticuz.args, ...CHROMIUM_FLAGS],
  };
}

/** A Content-Security-Policy violation reported by a page. */
export interface CspViolation {
  url: string;
  message: string;
}

const cspViolations: CspViolation[] = [];

/**
 * The violations reported since the last call, which it clears. tests/setup/csp-violations.ts
 * fails every end-to-end test that leaves one behind.
 */
export function takeCspViolations(): CspViolation[] {
  return cspViolations.splice(0);
}

const VIOLATION_BINDING = '__calcettoCspViolation';

/**
 * Records every violation of the pages of `context`, two ways: the `securitypolicyviolation`
 * event (every kind, caught or not, e.g. a refused eval), and Chromium's "Refused to …" console
 * errors (also for a page that navigates away before the event reaches the test).
 */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/i.test(text))
      cspViolations.push({ url: message.page()?.url() ?? '', message: text });
  });
  await context.exposeBinding(VIOLATION_BINDING, ({ page }, message: string) => {
    cspViolations.push({ url: page?.url() ?? '', message });
  });
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', function (e) {
    window.${VIOLATION_BINDING}(e.effectiveDirective + ' refused ' + (e.blockedURI || 'inline') +
      (e.sample ? ' (' + e.sample + ')' : '') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  }, true);`);
}

/** Chromium; every context it opens records the Content-Security-Policy violations of its pages. */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await chromiumPath();
  const browser = await chromium.launch({ executablePath, args, headless: true });
  const newContext = browser.newContext.bind(browser);
  // browser.newPage() opens its context through this method too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await recordCspViolations(context);
    return context;
  };
  return browser;
}

export function previewUrl(path = '/'): string {
  return new URL(path, inject('previewUrl')).toString();
}

/**
 * Opens a public page and waits until its title is there, nothing is loading any more and the
 * first view's long parts, put in after its first paint, are in.
 */
export async function openPublicPage(page: Page, path: string) {
  await page.goto(previewUrl(path));
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('[data-loading="true"]') === null &&
      !window.__calcettoLastView?.putBack,
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Renders the parts of the page that render only near the screen (`render-near-screen`:
 * `content-visibility: auto`, src/index.css), as they would be for a visitor scrolling down: a full-page picture would show
 * them blank, and axe would judge their colours mid-transition. Undone by the returned call.
 */
export async function renderWholePage(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(async () => {
    // By its class: reading every element's computed style would compute the styles of hidden
    // parts too, whose colour transitions then ran on the next scheme switch and held it up.
    const rendered = [...document.querySelectorAll<HTMLElement>('.render-near-screen')];
    for (const element of rendered) element.style.setProperty('content-visibility', 'visible');
    // A part rendered only now catches up with a colour scheme switched while it was skipped,
    // through its colours' transitions. (One cancelled by a newer one rejects; the wait is
    // bounded in case one never ends.)
    const catchingUp = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return (
        animation instanceof CSSTransition &&
        target !== null &&
        rendered.some((part) => part.contains(target))
      );
    });
    if (!catchingUp.length) return;
    await Promise.race([
      Promise.all(catchingUp.map((transition) => transition.finished.catch(() => null))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  return async () => {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('.render-near-screen'))
        element.style.removeProperty('content-visibility');
    });
  };
}

/**
 * Whether the journeys save their pictures (tests/artifacts), for a developer to look at. CI
 * runs on a clone nobody looks into and turns them off (.ci/run): a full-page capture on two
 * cores takes about as long as the check it illustrates.
 */
export const SCREENSHOTS = process.env.CALCETTO_SCREENSHOTS !== 'off';

/** The whole page as a picture. */
export async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const undo = await renderWholePage(page);
  // Lazy images far below the screen are not asked for by a full-page capture.
  await page.evaluate(async () => {
    const waiting = [...document.images].filter((image) => !image.complete);
    for (const image of waiting) image.loading = 'eager';
    await Promise.race([
      Promise.all(waiting.map((image) => image.decode().catch(() => null))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
  await undo();
}

/**
 * Runs a script file, such as axe-core, in the page as test code. `page.addScriptTag` would add an
 * inline script, which the page's Content-Security-Policy refuses; what the test evaluates through
 * the DevTools protocol is not subject to it.
 */
export async function runScriptFile(page: Page, path: string): Promise<void> {
  await page.evaluate(await readFile(path, 'utf8'));
}
