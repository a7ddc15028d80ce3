import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { markup } from '@/app/first-view/html';
import type { LeagueAnswer } from '@/app/first-view/league';
import { HEADER_GLASS, shell } from '@/app/first-view/shell';
import { statisticsPage } from '@/app/first-view/statistics';
import { tablesPage } from '@/app/first-view/tables';
import { PUBLIC_PAGES } from '@/app/public-pages';
import { i18n } from '@/lib/i18n';
import { competitions, referenceHandlers, seasons, standing, teams } from '@/test/league-fixtures';
import {
  appMarkup,
  comparable,
  expectSame,
  firstViewTranslator,
  paintFirstView as paint,
} from '@/test/first-view-contract';
import { defaultTheme, rest, server } from '@/test/server';

vi.setConfig({ testTimeout: 20_000 });

const league: LeagueAnswer = {
  competitions,
  seasons,
  selection: { competition_id: 1, season_id: 2 },
};

const rows = [
  standing(1, teams.sanLuigi, 28, ['W', 'W', 'D', 'L', 'W']),
  {
    ...standing(2, teams.sanRocco, 23),
    team_logo_url: '/storage/v1/object/public/team-media/2/logo-4-gh.512w.png',
  },
  { ...standing(3, teams.santAnna, 20, []), goal_difference: 0 },
];

const scorers = [
  {
    position: 1,
    player_id: 110,
    first_name: 'Alberto',
    last_name: 'Gatti',
    photo_url: null,
    team_id: 1,
    team_name: 'Oratorio San Luigi',
    team_logo_url: null,
    goals: 14,
  },
  {
    position: 2,
    player_id: 108,
    first_name: 'Stefano',
    last_name: "D'Amico <b>",
    photo_url: null,
    team_id: 2,
    team_name: 'Virtus San Rocco',
    team_logo_url: '/demo/teams/virtus-san-rocco.svg',
    goals: 11,
  },
];

describe('the first view', () => {
  it.each(['it', 'en', 'nl'])(
    'paints /tables exactly as the app renders it (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      server.use(
        ...referenceHandlers(),
        http.post(rest('rpc/standings_table'), () => HttpResponse.json({ locked: false, rows })),
      );
      const t = firstViewTranslator(language);
      const first = paint(
        language,
        tablesPage(t, { ...league, table: { locked: false, rows } }),
        '/tables',
      );
      const app = await appMarkup('/tables', () =>
        screen.findAllByRole('link', { name: teams.santAnna.name }),
      );
      expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(comparable(first.querySelector('main')), app.main);
    },
  );

  it("leaves the header's glass to the app, which puts it on as it takes over", async () => {
    server.use(
      ...referenceHandlers(),
      http.post(rest('rpc/standings_table'), () => HttpResponse.json({ locked: false, rows })),
    );
    const first = paint(
      'it',
      tablesPage(firstViewTranslator('it'), { ...league, table: { locked: false, rows } }),
      '/tables',
    );
    await appMarkup('/tables', () => screen.findAllByRole('link', { name: teams.santAnna.name }));
    const glass = (header: Element | null | undefined) =>
      HEADER_GLASS.filter((name) => header?.classList.contains(name));
    expect(glass(first.querySelector('header'))).toEqual([]);
    expect(glass(document.querySelector('header'))).toEqual(HEADER_GLASS);
  });

  it('paints /statistics exactly as the app renders it, names escaped', async () => {
    server.use(
      ...referenceHandlers(),
      http.post(rest('rpc/top_scorers'), () => HttpResponse.json(scorers)),
    );
    const t = firstViewTranslator('it');
    const first = paint(
      'it',
      statisticsPage(t, { ...league, top_scorers: scorers }),
      '/statistics',
    );
    expect(first.querySelector('main a[href="/players/108"]')?.textContent).toBe(
      "Stefano D'Amico <b>",
    );
    const app = await appMarkup('/statistics', () =>
      screen.findByRole('link', { name: "Stefano D'Amico <b>" }),
    );
    expectSame(comparable(first.querySelector('main')), app.main);
  });

  it('paints the first screen of scorers at once and the rest as the app starts, in their order', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...scorers[i % 2]!,
      position: i + 1,
      player_id: 200 + i,
      last_name: `Scorer ${i + 1}`,
      goals: 30 - i,
    }));
    server.use(
      ...referenceHandlers(),
      http.post(rest('rpc/top_scorers'), () => HttpResponse.json(many)),
    );
    const t = firstViewTranslator('it');
    const view = statisticsPage(t, { ...league, top_scorers: many });
    const atFirst = document.implementation.createHTMLDocument();
    atFirst.body.innerHTML = view?.value ?? '';
    expect(atFirst.querySelectorAll('tbody tr')).toHaveLength(20);
    expect(view?.later).toHaveLength(1);

    const whole = paint('it', view, '/statistics');
    expect([...whole.querySelectorAll('tbody th a')].map((a) => a.getAttribute('href'))).toEqual(
      many.map((s) => `/players/${s.player_id}`),
    );
    const app = await appMarkup('/statistics', () =>
      screen.findByRole('link', { name: 'Alberto Scorer 25' }),
    );
    expectSame(comparable(whole.querySelector('main')), app.main);
  });

  it('leaves to the app what it does not paint: a locked or empty table, a scorer without a team', () => {
    const t = firstViewTranslator('it');
    expect(tablesPage(t, { ...league, table: { locked: true, rows } })).toBeNull();
    expect(tablesPage(t, { ...league, table: { locked: false, rows: [] } })).toBeNull();
    expect(tablesPage(t, { ...league, selection: null, table: null })).toBeNull();
    expect(
      statisticsPage(t, {
        ...league,
        top_scorers: [{ ...scorers[0]!, team_id: null, team_name: null }],
      }),
    ).toBeNull();
  });

  it('has a view for exactly the pages index.html holds the app back for', () => {
    const modules = import.meta.glob<{ view?: unknown }>(
      ['./*.ts', '!./index.ts', '!./*.test.ts'],
      {
        eager: true,
      },
    );
    const named = PUBLIC_PAGES.flatMap((page) => ('firstView' in page ? [page] : []));
    for (const page of named) {
      expect(typeof modules[`./${page.firstView}.ts`]?.view, page.path).toBe('function');
      // Painted from the answer index.html starts: no start, nothing to paint.
      expect('start' in page, page.path).toBe(true);
    }
    const views = Object.entries(modules)
      .filter(([, module]) => 'view' in module)
      .map(([file]) => file.slice(2, -3));
    expect(views.sort()).toEqual(named.map((page) => page.firstView).sort());
  });

  it('marks the current page in the navigation and shows the league logo', () => {
    const t = firstViewTranslator('en');
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = shell(
      { t, path: '/tables', logoUrl: '/demo/logo.svg', playoffs: true, dark: true },
      markup`<p>content</p>`,
    ).value;
    expect(doc.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Tables');
    expect(doc.querySelector('nav a[href="/playoffs"]')).not.toBeNull();
    expect(doc.querySelector('header img')?.getAttribute('src')).toBe('/demo/logo.svg');
    expect(doc.querySelector('header .lucide-moon')).not.toBeNull();
    expect(defaultTheme.logo_url).toBeNull();
  });
});
