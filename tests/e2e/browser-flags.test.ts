import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../helpers/browser';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../helpers/chromium-flags';

/** The features playwright-core's own `--disable-features` lists, read from its bundle. */
async function playwrightDisabledFeatures(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  const source = await readFile(join(lib, 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('playwright-core: its list of disabled features was not found');
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** Every process below `root` in /proc, with its command line. */
async function processTree(root: number): Promise<{ pid: number; args: string }[]> {
  const all = await Promise.all(
    (await readdir('/proc'))
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        try {
          const stat = await readFile(`/proc/${name}/stat`, 'utf8');
          const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          const args = (await readFile(`/proc/${name}/cmdline`, 'utf8')).replaceAll('\0', ' ');
          return { pid: Number(name), ppid, args };
        } catch {
          return null; // gone meanwhile
        }
      }),
  );
  const procs = all.filter((p) => p !== null);
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs)
      if (tree.has(p.ppid) && !tree.has(p.pid)) {
        tree.add(p.pid);
        grew = true;
      }
  }
  return procs.filter((p) => tree.has(p.pid) && p.pid !== root);
}

describe('the browser the tests and the bench drive', () => {
  it("keeps every feature Playwright turns off, as our own list replaces Playwright's", async () => {
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(
      (await playwrightDisabledFeatures()).sort(),
    );
  });

  it('opens windows without a renderer for the address bar', async () => {
    const { executablePath, args } = await chromiumPath();
    // A switch Chromium ignores, to find this browser's processes among the machine's.
    const marker = `--calcetto-flags-test=${process.pid}`;
    const browser = await chromium.launch({ executablePath, args: [...args, marker] });
    try {
      const windowUi = new Set<number>();
      const root = (await processTree(1)).find(
        (p) => p.args.includes(marker) && !p.args.includes('--type='),
      );
      expect(root).toBeDefined();
      for (let i = 0; i < 2; i++) {
        const context = await browser.newContext();
        await (await context.newPage()).goto('data:text/html,<p>one</p>');
        await (await context.newPage()).goto('data:text/html,<p>two</p>');
        // The popup's renderer starts with the window and lives as long as it does.
        for (let sample = 0; sample < 5; sample++) {
          for (const p of await processTree(root!.pid))
            if (p.args.includes('--top-chrome-webui')) windowUi.add(p.pid);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await context.close();
      }
      expect([...windowUi]).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
