// The share images (issue 15) in a real browser: on a completed match and on /tables, in it, en
// and nl, the Share button makes a PNG of each size, drawn with the theme's colours and the
// app's font, whose texts all fit; it is shared through the Web Share API where the device says
// it can share the file, and downloaded elsewhere; and its code is asked for only once the button
// is pressed. The images are saved to tests/artifacts/share-*.png to be looked at.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TextBox } from '../../src/features/share-image/draw/painter';
import { publicRead } from '../helpers/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  launchBrowser,
  previewUrl,
  runScriptFile,
  screenshot,
} from '../helpers/browser';
import { decodePng, type DecodedPng } from '../helpers/png';

type Json = { [key: string]: string | Json };

const LOCALES = join(import.meta.dirname, '..', '..', 'public', 'locales');
const locale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Json;
const text = (json: Json, key: string) =>
  key.split('.').reduce<string | Json>((node, part) => (node as Json)[part]!, json) as string;

const LANGUAGES = ['it', 'en', 'nl'] as const;
const SIZES = [
  { value: 'square', width: 1080, height: 1080 },
  { value: 'wide', width: 1200, height: 630 },
] as const;
/** The seeded theme (supabase/seed/demo.sql). */
const PRIMARY = [0x1e, 0x3a, 0x8a];
const SECONDARY = [0xf5, 0x9e, 0x0b];
/** The image's text colour (src/features/share-image/draw/painter.ts). */
const INK = [0x0f, 0x17, 0x2a];
/** The dialog's chunk: the drawing code and nothing a page loads before the press. */
const SHARE_CHUNK = /\/assets\/share-dialog-[\w-]+\.js$/;
const AXE = join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');
const LONG_NAME = 'Associazione Sportiva Dilettantistica Oratorio S. Giovanni B';

let browser: Browser;
let matchId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  // A completed match with an own goal: scorers on both sides and the own goal's mark.
  const [goal] = await publicRead<{ match_id: number }[]>(
    'goals?select=match_id,match:matches!inner(status)&own_goal=is.true&match.status=eq.completed&order=match_id&limit=1',
  );
  matchId = goal!.match_id;
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A context in `lng` that records the scripts its pages ask for. `share` stubs the Web Share
 * API: true, it can share files and keeps what it was given; false, it cannot.
 */
async function newContext(
  lng: string,
  share: boolean,
  width = 1280,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 844 : 900 },
    colorScheme,
    locale: 'it-IT',
    acceptDownloads: true,
  });
  await context.addInitScript(
    ({ language, canShare }) => {
      localStorage.setItem('i18nextLng', language);
      const shared: { name: string; type: string; size: number; title?: string }[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data?: ShareData) => canShare && (data?.files?.length ?? 0) > 0,
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          for (const file of data.files ?? [])
            shared.push({ name: file.name, type: file.type, size: file.size, title: data.title });
          return Promise.resolve();
        },
      });
    },
    { language: lng, canShare: share },
  );
  return context;
}

/** Records every script the page asks for. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens a page and waits until the app (not its first view) shows the share button. */
async function open(page: Page, path: string) {
  await page.goto(previewUrl(path));
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('[data-loading="true"]') === null &&
      document.querySelector('main button[aria-haspopup="dialog"]:not([aria-disabled])') !== null,
    undefined,
    { timeout: 30_000 },
  );
}

/** Presses Share and waits for the dialog. */
async function openDialog(page: Page, lng: string) {
  const button = page
    .locator('main')
    .getByRole('button', { name: text(locale(lng, 'common'), 'share.button'), exact: true });
  await button.click();
  await page.getByRole('dialog').waitFor({ timeout: 20_000 });
}

/** Picks a size and waits for its preview; answers the text boxes the drawing reported. */
async function choose(page: Page, size: (typeof SIZES)[number]): Promise<TextBox[]> {
  await page.locator(`input[name="share-image-size"][value="${size.value}"]`).check();
  const preview = page.locator(`img[data-share-preview="${size.width}x${size.height}"]`);
  await preview.waitFor({ timeout: 30_000 });
  return JSON.parse((await preview.getAttribute('data-text-boxes')) ?? '[]') as TextBox[];
}

/** Every text inside the image and within the width it was given, and no two on each other. */
function expectFits(boxes: TextBox[], width: number, height: number) {
  expect(boxes.length).toBeGreaterThan(5);
  for (const box of boxes) {
    const where = `${box.text} at ${Math.round(box.x)},${Math.round(box.y)}`;
    expect(box.width, where).toBeLessThanOrEqual(box.maxWidth + 0.5);
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.y, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(width);
    expect(box.y + box.height, where).toBeLessThanOrEqual(height);
  }
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter(
        (b) =>
          a.x < b.x + b.width - 1 &&
          b.x < a.x + a.width - 1 &&
          a.y < b.y + b.height - 1 &&
          b.y < a.y + a.height - 1,
      )
      .map((b) => `${a.text} / ${b.text}`),
  );
  expect(overlapping).toEqual([]);
}

const near = (png: DecodedPng, i: number, rgb: readonly number[], tolerance: number) =>
  Math.abs(png.pixels[i]! - rgb[0]!) +
    Math.abs(png.pixels[i + 1]! - rgb[1]!) +
    Math.abs(png.pixels[i + 2]! - rgb[2]!) <=
  tolerance;

/** The PNG's size, and pixels that show a drawn image: many colours, the brand's, text. */
function expectDrawn(file: Buffer, width: number, height: number) {
  const png = decodePng(file);
  expect({ width: png.width, height: png.height }).toEqual({ width, height });
  const colours = new Set<number>();
  let ink = 0;
  let primary = 0;
  let secondary = 0;
  let transparent = 0;
  for (let i = 0; i < png.pixels.length; i += 4) {
    const [r, g, b] = [png.pixels[i]!, png.pixels[i + 1]!, png.pixels[i + 2]!];
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
    if (near(png, i, INK, 30)) ink++;
    if (near(png, i, PRIMARY, 12)) primary++;
    if (near(png, i, SECONDARY, 12)) secondary++;
    if (png.pixels[i + 3] !== 255) transparent++;
  }
  // Never transparent: chat apps would show a black or checkered background.
  expect(transparent).toBe(0);
  const area = width * height;
  expect(colours.size).toBeGreaterThan(40);
  expect(ink / area).toBeGreaterThan(0.002);
  expect(primary / area).toBeGreaterThan(0.1);
  expect(secondary / area).toBeGreaterThan(0.005);
}

/** Downloads the chosen size's image and saves it to the artifacts. */
async function download(page: Page, lng: string, name: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('dialog')
      .getByRole('button', { name: text(locale(lng, 'share-image'), 'dialog.download') })
      .click(),
  ]);
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await file.saveAs(path);
  expect(file.suggestedFilename()).toMatch(/-\d+x\d+\.png$/);
  return readFileSync(path);
}

const PAGES = [
  { name: 'match', path: () => `/matches/${matchId}` },
  { name: 'tables', path: () => '/tables' },
] as const;

describe('share images', () => {
  for (const lng of LANGUAGES) {
    for (const target of PAGES) {
      it(`${target.name} (${lng}): both sizes, drawn and fitting, downloaded where sharing is not supported`, async () => {
        // A phone in Italian, a desktop otherwise; Dutch in dark mode (the image stays light).
        const context = await newContext(
          lng,
          false,
          lng === 'it' ? 390 : 1280,
          lng === 'nl' ? 'dark' : 'light',
        );
        const page = await context.newPage();
        const scripts = recordScripts(page);
        await open(page, target.path());
        // The drawing code is not part of the page until the button is pressed.
        expect(scripts.filter((path) => SHARE_CHUNK.test(path))).toEqual([]);
        await screenshot(page, `share-page-${target.name}-${lng}`);
        await openDialog(page, lng);
        expect(scripts.filter((path) => SHARE_CHUNK.test(path))).toHaveLength(1);
        // The device cannot share files: no Share button, only Download.
        const shareLabel = text(locale(lng, 'share-image'), 'dialog.share');
        for (const size of SIZES) {
          const boxes = await choose(page, size);
          expectFits(boxes, size.width, size.height);
          expect(
            await page.getByRole('dialog').getByRole('button', { name: shareLabel }).count(),
          ).toBe(0);
          if (size.value === 'square') await screenshot(page, `share-dialog-${target.name}-${lng}`);
          const file = await download(page, lng, `share-${target.name}-${lng}-${size.value}`);
          expectDrawn(file, size.width, size.height);
        }
        await context.close();
      });
    }
  }

  it("keeps the drawing code in the dialog's chunk alone, which no page imports statically", () => {
    const assets = join(inject('previewDir'), 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    // The family the drawing registers its fonts under (src/features/share-image/draw/fonts.ts).
    const drawing = scripts.filter((name) =>
      readFileSync(join(assets, name), 'utf8').includes('Calcetto Share'),
    );
    expect(drawing).toHaveLength(1);
    expect(`/assets/${drawing[0]}`).toMatch(SHARE_CHUNK);
    // Only an import() may name it: a static import would be a bare 'from"./share-dialog-…"'.
    for (const name of scripts) {
      const code = readFileSync(join(assets, name), 'utf8');
      expect(code, name).not.toMatch(/(from|import)\s*["']\.\/share-dialog-/);
    }
  });

  it('opens from the keyboard, is accessible, and gives focus back (390 px, dark)', async () => {
    const context = await newContext('en', false, 390, 'dark');
    const page = await context.newPage();
    await open(page, '/tables');
    const button = page.locator('main').getByRole('button', { name: 'Share', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share the table' });
    await dialog.waitFor();
    await choose(page, SIZES[1]);
    await runScriptFile(page, AXE);
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run: (context: Element) => Promise<AxeResults> };
      };
      const result = await axe.run(document.querySelector('[role="dialog"]')!);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('shares the file through the Web Share API where the device can share it', async () => {
    const context = await newContext('en', true, 390);
    const page = await context.newPage();
    await open(page, `/matches/${matchId}`);
    await openDialog(page, 'en');
    await choose(page, SIZES[0]);
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('dialog').getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([
        {
          name: expect.stringMatching(/-1080x1080\.png$/) as unknown,
          type: 'image/png',
          size: expect.any(Number) as unknown,
          title: 'Share the result',
        },
      ]);
    expect(downloaded).toBe(false);
    await context.close();
  });

  it('fits a 60-character team name on both sizes of the match and of the table', async () => {
    expect(LONG_NAME).toHaveLength(60);
    const context = await newContext('it', false);
    const page = await context.newPage();
    // The match's and the table's answers, with the longest names a team could have.
    await page.route(/\/rest\/v1\/matches\?/, async (route) => {
      const response = await route.fetch();
      type Row = { id: number; home_team?: { name: string }; away_team?: { name: string } };
      const body = (await response.json()) as Row | Row[] | null;
      // supabase-js asks for a list even for one row (maybeSingle) and picks it out itself.
      for (const row of [body ?? []].flat()) {
        if (row.id !== matchId || !row.home_team || !row.away_team) continue;
        row.home_team.name = LONG_NAME;
        row.away_team.name = LONG_NAME.replaceAll(' ', '');
      }
      await route.fulfill({ response, json: body });
    });
    await page.route(/\/rest\/v1\/rpc\/(page_tables|standings_table)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        rows?: { team_name: string }[];
        table?: { rows: { team_name: string }[] } | null;
      };
      const rows = body.rows ?? body.table?.rows ?? [];
      if (rows[0]) rows[0].team_name = LONG_NAME;
      if (rows[1]) rows[1].team_name = LONG_NAME.replaceAll(' ', '');
      await route.fulfill({ response, json: body });
    });
    for (const target of PAGES) {
      await open(page, target.path());
      await openDialog(page, 'it');
      for (const size of SIZES) {
        const boxes = await choose(page, size);
        expectFits(boxes, size.width, size.height);
        // The name is there, shrunk, wrapped or cut, but there.
        expect(boxes.some((box) => box.text.replaceAll('\n', ' ').startsWith('Associazione'))).toBe(
          true,
        );
        const file = await download(page, 'it', `share-${target.name}-long-name-${size.value}`);
        expectDrawn(file, size.width, size.height);
      }
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});
