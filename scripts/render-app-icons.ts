/**
 * Draws the installed app's icons (public/icons/) from the site's mark, public/favicon.svg, with
 * Chromium (CHROME_PATH or /usr/bin/chromium): the web app manifest's 192 and 512 px icons, a
 * maskable one (the mark inside the safe zone of a full-bleed background, so launchers can crop
 * it to any shape) and the 180 px apple-touch-icon (opaque: iOS fills transparency with black).
 * The PNGs are committed; run again when the mark changes: npx tsx scripts/render-app-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const OUT = join(PUBLIC, 'icons');
/** The mark's own disc colour: the background then reads as part of the mark. */
const BACKGROUND = '#09090b';

const ICONS = [
  { file: 'icon-192.png', size: 192, background: null, scale: 1 },
  { file: 'icon-512.png', size: 512, background: null, scale: 1 },
  // The maskable safe zone is the centred circle of 80% of the width.
  { file: 'maskable-512.png', size: 512, background: BACKGROUND, scale: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, background: BACKGROUND, scale: 0.84 },
] as const;

const mark = readFileSync(join(PUBLIC, 'favicon.svg')).toString('base64');

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    const side = Math.round(icon.size * icon.scale);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background ?? 'transparent'}">
        <img src="data:image/svg+xml;base64,${mark}" width="${side}" height="${side}" alt="">
      </body>`,
    );
    await page.screenshot({ path: join(OUT, icon.file), omitBackground: icon.background === null });
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
