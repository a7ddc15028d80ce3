import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { inBothSchemes } from '../helpers/scheme';
import { solidPng } from '../helpers/png';
import { signIn } from '../helpers/sign-in';
import { sql } from '../helpers/stack';

/** The public pages of issue 5, each with a heading and a piece of seeded content to expect. */
const PAGES = [
  { name: 'home', path: '/', h1: 'Campionato Oratori Bergamo', text: 'Prossime partite' },
  { name: 'news', path: '/news', h1: 'Notizie', text: 'Assemblea dei capitani: le decisioni' },
  {
    name: 'article',
    path: '/news/final-four-di-coppa-oratori-appuntamento-al-19-dicembre',
    h1: 'Final Four di Coppa Oratori: appuntamento al 19 dicembre',
    text: 'Ci saremo! Speriamo di arrivarci da protagonisti.',
  },
  { name: 'players', path: '/players', h1: 'Giocatori', text: 'giocatori trovati' },
  { name: 'player', path: '/players/101', h1: 'Marco Rossi', text: 'Partite giocate' },
  { name: 'teams', path: '/teams', h1: 'Squadre', text: 'Parrocchia San Luigi Gonzaga' },
  { name: 'team', path: '/teams/1', h1: 'Oratorio San Luigi', text: 'Ferramenta Bonetti' },
  { name: 'gallery', path: '/gallery', h1: 'Galleria', text: 'Open day di settembre' },
  {
    name: 'album',
    path: '/gallery/albums/1',
    h1: 'Finale playoff 2025/26',
    text: 'La serata della finale',
  },
] as const;

// Each page is loaded once per width and seen in both schemes: the phone loads it dark, the
// desktop light, and each then switches the loaded page to the other scheme.
const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844, first: 'dark' },
  { label: 'desktop', width: 1280, height: 900, first: 'light' },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newContext(width: number, height: number, colorScheme: 'light' | 'dark') {
  // Italian browser: the default language, and the one the expected texts are written in.
  return browser.newContext({ viewport: { width, height }, colorScheme, locale: 'it-IT' });
}

/** Waits until the page's own content is there: its h1, the expected text, no skeletons. */
async function loaded(page: Page, h1: string, text: string) {
  await page.locator('main h1', { hasText: h1 }).first().waitFor({ timeout: 20_000 });
  await page.getByText(text).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'), null, {
    timeout: 20_000,
  });
}

/** Scrolls through the page so lazy images load before the full-page screenshot. */
async function revealLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

describe.each(PAGES)('$path', ({ name, path, h1, text }) => {
  it('shows seeded content at 390 and 1280 px, light and dark, with no serious axe violation', async () => {
    for (const { label, width, height, first } of VIEWPORTS) {
      const context = await newContext(width, height, first);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(previewUrl(path));
      await loaded(page, h1, text);
      expect(await page.locator('main h1').count(), `${name}: one h1`).toBe(1);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await revealLazyImages(page);
      await inBothSchemes(page, first, async (scheme, switched) => {
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          scheme === 'dark',
        );
        await screenshot(page, `public-${name}-${label}-${scheme}`);
        // The whole rule set once per width; after the switch only the colours have changed.
        expect(
          await seriousAxeViolations(page, { coloursOnly: switched }),
          `${path} ${label} ${scheme}`,
        ).toEqual([]);
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('signed in as a player', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(1280, 900, 'light');
    page = await context.newPage();
    await signIn(page, 'player@calcetto.local');
    await page.getByRole('button', { name: 'Menu utente' }).waitFor({ timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('takes a camera-sized photo for the avatar, scaled in the browser below the 2 MB limit', async () => {
    const avatar = () =>
      sql<{ avatar_url: string | null }>(
        'select p.avatar_url from profiles p join auth.users u on u.id = p.id where u.email = $1',
        ['player@calcetto.local'],
      ).then((result) => result.rows[0]?.avatar_url ?? null);
    const before = await avatar();
    try {
      await page.goto(previewUrl('/profile'));
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Carica foto' }).click();
      // 3,000 × 2,000 pixels in 3 MB: over the avatars bucket's 2 MB as picked.
      await (
        await chooser
      ).setFiles({
        name: 'camera.png',
        mimeType: 'image/png',
        buffer: solidPng(3000, 2000, '#7c3aed', 3 * 2 ** 20),
      });
      await page.getByText('Foto del profilo aggiornata').waitFor({ timeout: 20_000 });
      const url = await avatar();
      expect(url).toMatch(/\/avatars\/[0-9a-f-]{36}\/avatar-\d+\.2048w\.webp$/);
      const stored = await fetch(url!);
      expect(stored.headers.get('content-type')).toBe('image/webp');
      expect((await stored.arrayBuffer()).byteLength).toBeLessThan(2 * 2 ** 20);
    } finally {
      await sql(
        'update profiles set avatar_url = $1 where id = (select id from auth.users where email = $2)',
        [before, 'player@calcetto.local'],
      );
    }
  });

  it('shows the home page signed in with no serious axe violation', async () => {
    await page.goto(previewUrl('/'));
    await loaded(page, 'Campionato Oratori Bergamo', 'Prossime partite');
    await page.getByRole('button', { name: 'Menu utente' }).waitFor();
    await screenshot(page, 'public-home-signed-in');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('posts a comment on an article, then deletes it', async () => {
    const body = `Forza ragazzi! (${Date.now()})`;
    await page.goto(previewUrl('/news/fair-play-arriva-il-cartellino-verde'));
    await page.getByLabel('Il tuo commento').fill(body);
    await page.getByRole('button', { name: 'Pubblica' }).click();
    const comment = page.getByRole('listitem').filter({ hasText: body });
    await comment.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByLabel('Il tuo commento').inputValue()).toBe('');
    // Someone else's comment offers no delete button to a player.
    const others = page.getByRole('listitem').filter({ hasText: 'Bella iniziativa' });
    expect(await others.getByRole('button', { name: 'Elimina' }).count()).toBe(0);
    await screenshot(page, 'public-article-comment-posted');

    await comment.getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await comment.waitFor({ state: 'detached', timeout: 20_000 });
    await page.reload();
    await page.getByText('Bella iniziativa').waitFor();
    expect(await page.getByText(body).count()).toBe(0);
  });

  it('uploads an image to the gallery', async () => {
    await page.goto(previewUrl('/gallery?tab=media'));
    await page.locator('main ul li button').first().waitFor();
    const before = await page.locator('main ul li button').count();
    expect(before).toBeGreaterThanOrEqual(13);
    await page.getByRole('button', { name: 'Carica foto e video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carica nella galleria' });
    await dialog.getByRole('button', { name: 'Carica', exact: true }).click();
    await dialog.getByText('Devi selezionare almeno un file.').waitFor();

    // A camera's width: the gallery is to send a tile its size, not this.
    const png = solidPng(3000, 2000, '#0e7490');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'e2e-upload.png', mimeType: 'image/png', buffer: png });
    await dialog.getByLabel('Album (facoltativo)').selectOption({ label: 'Open day di settembre' });
    await dialog.getByRole('button', { name: 'Carica', exact: true }).click();
    await dialog.getByText('Caricato').waitFor({ timeout: 20_000 });
    await screenshot(page, 'public-gallery-upload');
    await dialog.getByRole('button', { name: 'Fatto' }).click();

    await expect
      .poll(() => page.locator('main ul li button').count(), { timeout: 20_000 })
      .toBe(before + 1);
    const newest = page.locator('main ul li img').first();
    // The uploader's own folder, a fresh name (the gallery's one upload, as the admin's), the
    // picture scaled to 2,048 pixels and written as WebP, with its smaller copies beside it.
    const src = await newest.getAttribute('src');
    expect(src).toMatch(
      /\/storage\/v1\/object\/public\/gallery\/[0-9a-f-]{36}\/media-\d+-\w+\.2048w\.webp$/,
    );
    const base = src!.replace(/\.webp$/, '');
    expect(await newest.getAttribute('srcset')).toBe(
      `${base}.160.webp 160w, ${base}.320.webp 320w, ${base}.640.webp 640w, ${base}.1280.webp 1280w, ${src} 2048w`,
    );
    // A tile a quarter of 1,280 pixels is sent the copy 320 pixels wide, and it is one.
    await newest.scrollIntoViewIfNeeded();
    await expect
      .poll(() => newest.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    expect(await newest.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
      `${base}.320.webp`,
    );
    const stored = await Promise.all(
      [160, 320, 640, 1280].map(async (width) => {
        const response = await fetch(`${base}.${width}.webp`);
        return `${response.status} ${response.headers.get('content-type')}`;
      }),
    );
    expect(stored).toEqual(Array(4).fill('200 image/webp'));
    await page.goto(previewUrl('/gallery'));
    await page
      .getByRole('link', { name: /Open day di settembre/ })
      .getByText('5 elementi')
      .waitFor();
  });
});
