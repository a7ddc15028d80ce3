import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const ARTIFACTS_DIR = join(import.meta.dirname, '..', 'artifacts');

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROME_PATH, then Debian's Chromium (it has the system fonts), then the npm-shipped build. */
async function chromiumPath(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, args: FLAGS };
  if (existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: FLAGS };
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return { executablePath: await sparticuz.executablePath(), args: [...sparticuz.args, ...FLAGS] };
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await chromiumPath();
  return chromium.launch({ executablePath, args, headless: true });
}

export function previewUrl(path = '/'): string {
  return new URL(path, inject('previewUrl')).toString();
}

export async function screenshot(page: Page, name: string) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
