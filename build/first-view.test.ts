import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_EVERYTHING,
  bundleFirstView,
  fillFrame,
  firstViewFrames,
  firstViewLanguages,
  firstViewLinks,
  firstViewSources,
} from './first-view';
import { FONT_PRELOAD_MEDIA } from './route-preload';

const root = process.cwd();
const env = { PROD: true, MODE: 'production' };
const languages = firstViewLanguages(root);

describe('first-view scripts', () => {
  it("builds one script per page, with that page's code and texts only, in every language", async () => {
    const sources = firstViewSources();
    const scripts = Object.fromEntries(
      await Promise.all(
        sources.map(async (s) => [s.view, await bundleFirstView(root, s, languages, env)] as const),
      ),
    );
    expect(Object.keys(scripts).sort()).toEqual(
      ['article', 'home', 'matches', 'news', 'player', 'statistics', 'tables', 'team'].sort(),
    );
    // The table's column titles are the tables page's texts; the top scorers' page has none.
    expect(scripts.tables).toContain('Goal difference');
    expect(scripts.tables).toContain('Differenza reti');
    expect(scripts.statistics).not.toContain('Goal difference');
    expect(scripts.statistics).toContain('Top scorers');
    // Dates are written from the build's patterns, in each language.
    for (const month of ['November', 'novembre']) expect(scripts.matches).toContain(month);
    for (const [view, code] of Object.entries(scripts)) {
      // A visit downloads its own page: well under the ~25 KB one script for all pages weighed.
      expect(brotliCompressSync(code).length, view).toBeLessThan(15_000);
      // Compiled whole as it streams in; the hint counts only as the script's first line.
      expect(code.split('\n')[0], view).toBe(COMPILE_EVERYTHING);
    }
  });

  it("writes relative dates with each language's date-fns distances and nothing more of a locale", async () => {
    const news = firstViewSources().find((source) => source.view === 'news')!;
    const script = await bundleFirstView(root, news, languages, env);
    // date-fns's words for "ago": Italian's "fa", Dutch's "geleden", English's "ago".
    for (const ago of ['geleden', ' fa', ' ago']) expect(script).toContain(ago);
    // Only the words of its distances: no month names, no parsing, not even date-fns's own
    // fallback locale (English), which its formatDistance imports whole.
    expect(script).not.toMatch(/gennaio|januari|January/);
    expect(script).not.toMatch(/\.(localize|formatLong)\b/);
    expect(brotliCompressSync(script).length).toBeLessThan(7_750);
  });

  it("names each page's script in the headers of the page's own addresses", () => {
    const files = Object.fromEntries(
      firstViewSources().map((source) => [source.view, `assets/first-view-${source.view}-h.js`]),
    );
    const links = new Map(firstViewLinks(files, '/'));
    expect([...links.keys()].sort()).toEqual(
      [
        '/',
        '/matches',
        '/news',
        '/news/:slug',
        '/players/:id',
        '/statistics',
        '/tables',
        '/teams/:id',
      ].sort(),
    );
    expect(links.get('/teams/:id')).toBe('</assets/first-view-team-h.js>; rel=preload; as=script');
    expect(new Map(firstViewLinks(files, '/league/')).get('/league/tables')).toBe(
      '</league/assets/first-view-tables-h.js>; rel=preload; as=script',
    );
  });

  it('refuses a view that writes dates with more of a locale than relative dates read', async () => {
    // Views are named from src/app/first-view; the fixture lives with the build's tests.
    const view = '../../../build/fixtures/first-view-whole-locale';
    await expect(
      bundleFirstView(root, { view, namespaces: ['common'] }, languages, env),
    ).rejects.toThrow(/uses date-fns with a locale's (formatLong|localize)/);
  });

  it('refuses a view that names a namespace its page does not load: it would paint the key', async () => {
    await expect(
      bundleFirstView(root, { view: 'tables', namespaces: ['common', 'errors'] }, languages, env),
    ).rejects.toThrow(/tables\.ts uses (standings, competitions|competitions, standings)/);
  });
});

describe("pages' frames before their answers", () => {
  it("builds /tables' frame from its own code, and its texts in every language", async () => {
    const frames = await firstViewFrames(root, languages, env, FONT_PRELOAD_MEDIA);
    // Only the page whose heading is its largest paint on a wide screen has one.
    expect(Object.keys(frames.tops)).toEqual(['tables']);
    expect(frames.media).toBe(FONT_PRELOAD_MEDIA);
    const page = (language: string) => {
      const texts = frames.texts[language];
      if (!texts) throw new Error(`no texts for ${language}`);
      document.body.innerHTML = fillFrame(frames, 'tables', texts);
      return {
        heading: document.querySelector('main h1')?.textContent,
        labels: [...document.querySelectorAll('main [aria-hidden] span')].map((s) => s.textContent),
        skip: document.querySelector('a[href="#main"]')?.textContent,
      };
    };
    expect(page('en')).toEqual({
      heading: 'Tables',
      labels: ['Competition', 'Season'],
      skip: 'Skip to content',
    });
    expect(page('it')).toMatchObject({
      heading: 'Classifiche',
      labels: ['Competizione', 'Stagione'],
    });
    expect(page('nl')).toMatchObject({ heading: 'Standen', labels: ['Competitie', 'Seizoen'] });
    // The header's box is there, empty: its logo, links and colours are the league's.
    expect(document.querySelector('header > div')?.childNodes).toHaveLength(0);
    expect(document.querySelector('footer')).toBeNull();
  });

  it('refuses a frame whose text takes values, or that changes its text: the head only fills texts in', async () => {
    const fixture = (name: string) => `../../../build/fixtures/first-view-frame-${name}`;
    await expect(
      firstViewFrames(root, languages, env, FONT_PRELOAD_MEDIA, [fixture('values')]),
    ).rejects.toThrow(/takes no values \(statistics:goals\)/);
    await expect(
      firstViewFrames(root, languages, env, FONT_PRELOAD_MEDIA, [fixture('changed')]),
    ).rejects.toThrow(/frame in it is not its template filled in/);
  });
});
