import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleFirstView, firstViewLanguages, firstViewSources } from './first-view';

const root = process.cwd();
const env = { PROD: true, MODE: 'production' };
const languages = firstViewLanguages(root);
const language = (code: string) => languages.find((l) => l.code === code)!;

describe('first-view scripts', () => {
  it("builds one script per page, with that page's code and texts only", async () => {
    const sources = firstViewSources();
    const scripts = Object.fromEntries(
      await Promise.all(
        sources.map(
          async (s) => [s.view, await bundleFirstView(root, s, language('en'), env)] as const,
        ),
      ),
    );
    expect(Object.keys(scripts).sort()).toEqual(
      ['article', 'home', 'matches', 'news', 'player', 'statistics', 'tables', 'team'].sort(),
    );
    // The table's column titles are the tables page's texts; the top scorers' page has none.
    expect(scripts.tables).toContain('Goal difference');
    expect(scripts.statistics).not.toContain('Goal difference');
    expect(scripts.statistics).toContain('Top scorers');
    // Dates are written from the build's patterns, in the script's language only.
    expect(scripts.matches).toContain('November');
    expect(scripts.matches).not.toContain('novembre');
    // A visit downloads its own page: well under the ~25 KB one script for all pages weighed.
    for (const [view, code] of Object.entries(scripts))
      expect(brotliCompressSync(code).length, view).toBeLessThan(15_000);
  });

  it("writes relative dates with its own language's date-fns locale only", async () => {
    const news = firstViewSources().find((source) => source.view === 'news')!;
    const [italian, dutch] = await Promise.all(
      ['it', 'nl'].map((code) => bundleFirstView(root, news, language(code), env)),
    );
    // date-fns's words for "ago": Italian's "fa", Dutch's "geleden".
    expect(dutch).toContain('geleden');
    expect(italian).not.toContain('geleden');
    // Only the words of its distances: no month names, no parsing, not even date-fns's own
    // fallback locale (English), which its formatDistance imports whole.
    for (const script of [italian, dutch]) {
      expect(script).not.toMatch(/gennaio|januari|January/);
      expect(script).not.toMatch(/\.(localize|formatLong)\b/);
    }
    expect(brotliCompressSync(italian!).length).toBeLessThan(6_500);
  });

  it('refuses a view that writes dates with more of a locale than relative dates read', async () => {
    // Views are named from src/app/first-view; the fixture lives with the build's tests.
    const view = '../../../build/fixtures/first-view-whole-locale';
    await expect(
      bundleFirstView(root, { view, namespaces: ['common'] }, language('it'), env),
    ).rejects.toThrow(/uses date-fns with a locale's (formatLong|localize)/);
  });

  it('refuses a view that names a namespace its page does not load: it would paint the key', async () => {
    await expect(
      bundleFirstView(
        root,
        { view: 'tables', namespaces: ['common', 'errors'] },
        language('it'),
        env,
      ),
    ).rejects.toThrow(/tables\.ts uses (standings, competitions|competitions, standings)/);
  });
});
