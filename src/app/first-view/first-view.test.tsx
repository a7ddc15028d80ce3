import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { firstViewTexts } from '../../../build/first-view-texts';
import { markup } from '@/app/first-view/html';
import { firstViewPage } from '@/app/first-view/pages';
import type { LeagueAnswer } from '@/app/first-view/league';
import { shell } from '@/app/first-view/shell';
import { statisticsPage } from '@/app/first-view/statistics';
import { translator } from '@/app/first-view/strings';
import { tablesPage } from '@/app/first-view/tables';
import { PUBLIC_PAGES } from '@/app/public-pages';
import { i18n } from '@/lib/i18n';
import { competitions, referenceHandlers, seasons, standing, teams } from '@/test/league-fixtures';
import { renderApp } from '@/test/render-app';
import { defaultTheme, rest, server } from '@/test/server';

vi.setConfig({ testTimeout: 20_000 });

const texts = firstViewTexts(process.cwd());

const league: LeagueAnswer = {
  competitions,
  seasons,
  selection: { competition_id: 1, season_id: 2 },
};

const rows = [
  standing(1, teams.sanLuigi, 28, ['W', 'W', 'D', 'L', 'W']),
  { ...standing(2, teams.sanRocco, 23), team_logo_url: '/demo/teams/virtus-san-rocco.svg' },
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

/**
 * Markup as a visitor's browser lays it out: without the attributes only one side sets (React
 * Router's data-discover, the first view's unavailable controls and their generated ids), with
 * classes in one order, and with each picker's choice read from the control rather than from
 * its attributes.
 */
function comparable(element: Element | null): string {
  if (!element) throw new Error('nothing to compare');
  const copy = element.cloneNode(true) as Element;
  const live = element.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((select, i) => {
    select.setAttribute('data-value', live[i]?.value ?? '');
    select.removeAttribute('id');
  });
  copy.querySelectorAll('option').forEach((option) => option.removeAttribute('selected'));
  copy.querySelectorAll('label').forEach((label) => label.removeAttribute('for'));
  // Classes in any order: tailwind-merge reorders the app's.
  copy.querySelectorAll('[class]').forEach((e) => {
    e.setAttribute('class', [...e.classList].sort().join(' '));
  });
  // As the browser reads a style attribute (React writes colours as rgb()).
  copy.querySelectorAll<HTMLElement>('[style]').forEach((e) => {
    e.setAttribute('style', e.style.cssText);
  });
  for (const attribute of ['data-discover', 'aria-disabled', 'data-param']) {
    copy.querySelectorAll(`[${attribute}]`).forEach((e) => e.removeAttribute(attribute));
  }
  return copy.outerHTML;
}

/** Equal markup; else the first difference, readable, rather than two pages of HTML. */
function expectSame(first: string, app: string) {
  let at = 0;
  while (at < first.length && first[at] === app[at]) at++;
  expect(first.slice(Math.max(0, at - 120), at + 200)).toBe(
    app.slice(Math.max(0, at - 120), at + 200),
  );
}

/** The first view painted into a document of its own, as index.html does. */
function paint(language: string, content: ReturnType<typeof markup> | null, path: string) {
  if (!content) throw new Error('the first view left the page to the app');
  const t = translator(language, texts[language] ?? {});
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = shell(
    { t, path, logoUrl: null, playoffs: false, dark: false },
    content,
  ).value;
  return doc;
}

async function appMarkup(path: string, ready: () => Promise<unknown>) {
  renderApp(path);
  await ready();
  return {
    header: comparable(document.querySelector('header')),
    main: comparable(document.querySelector('main')),
  };
}

describe('the first view', () => {
  it.each(['it', 'en', 'nl'])(
    'paints /tables exactly as the app renders it (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      server.use(
        ...referenceHandlers(),
        http.post(rest('rpc/standings_table'), () => HttpResponse.json({ locked: false, rows })),
      );
      const t = translator(language, texts[language] ?? {});
      const first = paint(
        language,
        tablesPage(t, language, { ...league, table: { locked: false, rows } }),
        '/tables',
      );
      const app = await appMarkup('/tables', () =>
        screen.findAllByRole('link', { name: teams.santAnna.name }),
      );
      expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(comparable(first.querySelector('main')), app.main);
    },
  );

  it('paints /statistics exactly as the app renders it, names escaped', async () => {
    server.use(
      ...referenceHandlers(),
      http.post(rest('rpc/top_scorers'), () => HttpResponse.json(scorers)),
    );
    const t = translator('it', texts.it ?? {});
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

  it('leaves to the app what it does not paint: a locked or empty table, a scorer without a team', () => {
    const t = translator('it', texts.it ?? {});
    expect(tablesPage(t, 'it', { ...league, table: { locked: true, rows } })).toBeNull();
    expect(tablesPage(t, 'it', { ...league, table: { locked: false, rows: [] } })).toBeNull();
    expect(tablesPage(t, 'it', { ...league, selection: null, table: null })).toBeNull();
    expect(
      statisticsPage(t, {
        ...league,
        top_scorers: [{ ...scorers[0]!, team_id: null, team_name: null }],
      }),
    ).toBeNull();
  });

  it('has a renderer for exactly the pages index.html holds the app back for', () => {
    for (const page of PUBLIC_PAGES) {
      const path = `/${page.path.replace(/:\w+/g, '1')}`;
      const marked = 'firstView' in page && page.firstView === true;
      expect(firstViewPage(path) !== undefined, path).toBe(marked);
    }
  });

  it('marks the current page in the navigation and shows the league logo', () => {
    const t = translator('en', texts.en ?? {});
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
