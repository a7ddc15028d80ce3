import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathPattern, preloadScript } from './route-preload';

describe('pathPattern', () => {
  it('matches a route path as the router does', () => {
    const teams = new RegExp(pathPattern('teams/:id'));
    expect(teams.test('/teams/12')).toBe(true);
    expect(teams.test('/teams/12/')).toBe(true);
    expect(teams.test('/teams')).toBe(false);
    expect(teams.test('/teams/12/calendar')).toBe(false);
    const home = new RegExp(pathPattern(''));
    expect(home.test('/')).toBe(true);
    expect(home.test('/tables')).toBe(false);
  });
});

describe('the inline preload script', () => {
  const config = {
    pages: [
      [pathPattern('tables'), ['assets/tables-data.js'], ['standings']],
      [pathPattern(''), [], ['homepage']],
    ] as [string, string[], string[]][],
    always: ['assets/supabase.js'],
    languages: ['it', 'en', 'nl'],
    fallback: 'it',
    storageKey: 'i18nextLng',
    initialNamespaces: ['common'],
    base: '/',
  };

  function run(path: string, browserLanguages: string[]) {
    window.history.replaceState(null, '', path);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
    new Function(preloadScript(config))();
    return [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel} ${new URL(l.href).pathname}`,
    );
  }

  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("asks for the page's data module, supabase-js and its translations, with the fallback", () => {
    expect(run('/tables', ['en-GB', 'it'])).toEqual([
      'modulepreload /assets/supabase.js',
      'modulepreload /assets/tables-data.js',
      'preload /locales/en/common.json',
      'preload /locales/en/standings.json',
      'preload /locales/it/common.json',
      'preload /locales/it/standings.json',
    ]);
  });

  it('prefers the stored language, and loads only Italian for Italian', () => {
    localStorage.setItem('i18nextLng', 'it');
    expect(run('/', ['nl-NL'])).toEqual([
      'modulepreload /assets/supabase.js',
      'preload /locales/it/common.json',
      'preload /locales/it/homepage.json',
    ]);
  });

  it('falls back to Italian for other languages, and to the common files for other pages', () => {
    expect(run('/admin/teams', ['fr-FR', 'de'])).toEqual([
      'modulepreload /assets/supabase.js',
      'preload /locales/it/common.json',
    ]);
  });
});
