// The build as a static host serves it: the Content-Security-Policy names exactly the inline
// scripts of the page (hashes recomputed here from what the browser parsed), the API and Storage
// of this build, and nothing looser; the cache and security headers follow the hosting rules;
// and a script the policy does not allow is refused and reported, which fails any other test
// (tests/setup/csp-violations.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  previewUrl,
  takeCspViolations,
  type CspViolation,
} from '../helpers/browser';
import { stackEnv } from '../helpers/stack';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** A policy as a map of directive → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('hosting headers', () => {
  for (const path of ['/', '/tables']) {
    it(`serves ${path} with a policy that allows exactly its inline scripts and this backend`, async () => {
      const { context, page } = await newPage();
      try {
        const response = await page.goto(previewUrl(path));
        const headers = response!.headers();
        const header = headers['content-security-policy'];
        expect(header).toBeTruthy();
        const policy = parsePolicy(header!);

        // The scripts as Chromium parsed them, hashed here rather than by the build's code.
        const inline = await page.evaluate(() =>
          [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
        );
        expect(inline.length).toBeGreaterThan(0);
        expect(new Set(policy.get('script-src'))).toEqual(
          new Set(["'self'", ...inline.map(sha256)]),
        );
        for (const [, sources] of policy)
          for (const loose of ["'unsafe-eval'", "'unsafe-hashes'", '*', 'https:', 'http:'])
            expect(sources).not.toContain(loose);

        const { url } = stackEnv();
        const storage = `${url}/storage/v1/object/public/`;
        expect(policy.get('default-src')).toEqual(["'self'"]);
        expect(policy.get('connect-src')).toEqual(["'self'", url]);
        expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', storage]);
        expect(policy.get('media-src')).toEqual(["'self'", storage]);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('base-uri')).toEqual(["'self'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

        // The same policy travels in the page for hosts that cannot send it as a header.
        const meta = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        const withoutFrames = new Map(policy);
        withoutFrames.delete('frame-ancestors');
        expect(parsePolicy(meta!)).toEqual(withoutFrames);

        // And in the _headers file the build wrote for Netlify and Cloudflare Pages.
        const file = await readFile(join(inject('previewDir'), '_headers'), 'utf8');
        expect(file).toContain(`  Content-Security-Policy: ${header}\n`);

        expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy']).toContain('camera=()');
        expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      } finally {
        await context.close();
      }
    });
  }

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const home = await fetch(previewUrl('/'));
    const html = await home.text();
    // index.html's head script asks for the entry (build/route-preload.ts), its body runs it.
    const entry = /"(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const asset = await fetch(previewUrl(`/${entry}`));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const locale = await fetch(previewUrl('/locales/it/common.json'));
    expect(locale.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('Content-Security-Policy violations', () => {
  it('refuses an inline script that is not one of the build and reports it', async () => {
    const { context, page } = await newPage();
    const seen: CspViolation[] = [];
    try {
      await page.goto(previewUrl('/'));
      await page.waitForLoadState('networkidle');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.append(script);
        return '__injected' in window;
      });
      expect(ran).toBe(false);
      // Both channels report it: the page's securitypolicyviolation event and Chromium's console.
      await expect
        .poll(() => {
          seen.push(...takeCspViolations());
          const messages = seen.map(({ message }) => message);
          return [
            messages.some((m) => m.startsWith('script-src-elem refused inline')),
            messages.some((m) => /inline script violates .*Content Security Policy/i.test(m)),
          ];
        })
        .toEqual([true, true]);
      expect(seen.every(({ url }) => url.startsWith(previewUrl('/')))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('cannot be framed by another site', async () => {
    const { context, page } = await newPage();
    const seen: CspViolation[] = [];
    try {
      // setContent returns once the frame has loaded, or been refused.
      await page.setContent(`<iframe src="${previewUrl('/')}"></iframe>`);
      expect(await page.frames()[1]?.locator('#root').count()).toBe(0);
      // The refusal is the policy at work, reported like any violation; taken here so that it
      // does not fail the test.
      await expect
        .poll(() => {
          seen.push(...takeCspViolations());
          return seen.map(({ message }) => message).join('\n');
        })
        .toContain("frame-ancestors 'none'");
    } finally {
      await context.close();
    }
  });
});
