import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homePage, type HomeAnswer } from '@/app/first-view/home';
import { withLaterParts } from '@/app/first-view/html';
import { ROWS_RENDERED_AT_ONCE } from '@/features/homepage/utils/layout';
import { i18n } from '@/lib/i18n';
import {
  appMarkup,
  comparable,
  expectSame,
  firstViewTranslator,
  paintFirstView as paint,
} from '@/test/first-view-contract';
import { TEST_SUPABASE_URL } from '@/test/constants';
import { standing, team, teams } from '@/test/league-fixtures';
import { rest, server } from '@/test/server';

vi.setConfig({ testTimeout: 20_000 });
// The first render of a file lazy-loads the route module and its namespace, which can take
// seconds on a busy machine.
const FIRST = { timeout: 10_000 };

/** The moment both sides paint at: the countdown and the articles' ages depend on it. */
const NOW = new Date('2026-11-22T10:00:07.250Z');

const hero = {
  id: 'w-hero',
  kind: 'hero',
  settings: {
    title: 'Campionato Oratori Bergamo',
    subtitle:
      'Calcio a 5 tra parrocchie dal 1998: Serie A e Serie B, 22 squadre, una sola passione.',
    button_text: 'Calendario e risultati',
    button_link: '/matches',
    image_url: '/storage/v1/object/public/branding/hero-2-cd.1600w.jpg',
  },
};

/** The demo seed's layout (supabase/seed/demo.sql): what a visitor of the demo sees. */
const demoLayout = [
  { id: 'row-hero', columns: [{ id: 'col-hero', width: 12, widgets: [hero] }] },
  {
    id: 'row-2',
    columns: [
      {
        id: 'col-countdown',
        width: 4,
        widgets: [{ id: 'w-countdown', kind: 'countdown', settings: {} }],
      },
      {
        id: 'col-upcoming',
        width: 8,
        widgets: [{ id: 'w-upcoming', kind: 'upcoming_matches', settings: { limit: 6 } }],
      },
    ],
  },
  {
    id: 'row-3',
    columns: [
      {
        id: 'col-table',
        width: 8,
        widgets: [
          { id: 'w-table', kind: 'league_table', settings: { competition_id: 1, limit: 12 } },
        ],
      },
      {
        id: 'col-pinned',
        width: 4,
        widgets: [{ id: 'w-pinned', kind: 'pinned_article', settings: { article_id: 1 } }],
      },
    ],
  },
  {
    id: 'row-4',
    columns: [
      {
        id: 'col-news',
        width: 8,
        widgets: [{ id: 'w-news', kind: 'latest_news', settings: { limit: 4 } }],
      },
      {
        id: 'col-gallery',
        width: 4,
        widgets: [{ id: 'w-gallery', kind: 'media_carousel', settings: { album_id: 1, limit: 8 } }],
      },
    ],
  },
];

const countdownRow = {
  enabled: true,
  title: 'Final Four Coppa Oratori',
  event_date: '2026-12-19T16:00:00+00:00',
};

const upcoming = [
  {
    id: 21111,
    match_date: '2026-11-23T19:30:00+00:00',
    home: teams.sanLuigi,
    away: { ...team(13, "Stefano D'Amico <b>"), logo_url: '/demo/teams/san-tomaso.svg' },
    venue: { name: 'Centro Sportivo San Luigi' },
  },
  {
    id: 21112,
    match_date: '2026-11-24T20:15:00+00:00',
    home: teams.sanRocco,
    away: teams.santAnna,
    venue: null,
  },
];

const standings = [
  standing(1, teams.sanLuigi, 28),
  { ...standing(2, teams.sanRocco, 23), team_logo_url: '/demo/teams/virtus-san-rocco.svg' },
  { ...standing(3, teams.santAnna, 20), goal_difference: 0 },
  { ...standing(4, teams.redona, 4), goal_difference: -7 },
];

const pinned = {
  id: 1,
  title: 'Final Four di Coppa Oratori: appuntamento al 19 dicembre',
  slug: 'final-four-di-coppa-oratori-appuntamento-al-19-dicembre',
  excerpt:
    'È ufficiale: la Final Four si giocherà sabato 19 dicembre. Come ci si arriva Ingresso libero.',
  cover_image_url: '/storage/v1/object/public/articles/covers/cover-1-ab.2048w.webp',
  published_at: '2026-11-18T11:00:00+00:00',
};

const articles = [
  {
    id: 1,
    title: pinned.title,
    slug: pinned.slug,
    cover_image_url: pinned.cover_image_url,
    published_at: pinned.published_at,
  },
  {
    id: 5,
    title: 'Torneo di Natale <b>per i ragazzi</b>',
    slug: 'torneo-di-natale',
    cover_image_url: null,
    published_at: '2026-11-10T16:45:00+00:00',
  },
  {
    id: 6,
    title: 'Assemblea dei capitani',
    slug: 'assemblea-dei-capitani',
    cover_image_url: '/storage/v1/object/public/articles/covers/cover-3-ef.900w.webp',
    published_at: '2026-10-16T21:00:00+00:00',
  },
  {
    id: 4,
    title: 'Fair play: arriva il cartellino verde',
    slug: 'fair-play',
    cover_image_url: '/demo/articles/fair-play.svg',
    published_at: '2026-03-29T08:30:00+00:00',
  },
];

const media = [
  { id: 1, storage_path: 'demo/finale-1.webp', caption: 'Il riscaldamento prima della finale' },
  { id: 2, storage_path: 'demo/finale-2.webp', caption: "Calcio d'inizio" },
  { id: 3, storage_path: 'demo/finale 3.webp', caption: null },
];

/** What page_home() answers for these rows (the frame's parts aside). */
function answerFor(layout: unknown = demoLayout): HomeAnswer {
  return {
    layout: layout as HomeAnswer['layout'],
    context: { competitionId: 1, seasonId: 2 },
    widgets: [
      { kind: 'countdown', params: null, data: countdownRow },
      {
        kind: 'upcoming_matches',
        params: { limit: 6, seasonId: 2, competitionId: 1 },
        data: upcoming,
      },
      { kind: 'league_table', params: { seasonId: 2, competitionId: 1 }, data: standings },
      { kind: 'pinned_article', params: { articleId: 1 }, data: pinned },
      { kind: 'latest_news', params: { limit: 4 }, data: articles },
      { kind: 'media_carousel', params: { limit: 8, albumId: 1 }, data: media },
    ],
  };
}

/** The same data as the app asks for it without a started page. */
function serve(layout: unknown = demoLayout) {
  server.use(
    http.get(rest('homepage_layout'), () => HttpResponse.json([{ rows: layout }])),
    http.get(rest('competitions'), () => HttpResponse.json([{ id: 1 }])),
    http.get(rest('seasons'), () => HttpResponse.json([{ id: 2 }])),
    http.get(rest('countdown_event'), () => HttpResponse.json([countdownRow])),
    http.get(rest('matches'), () => HttpResponse.json(upcoming)),
    http.post(rest('rpc/standings'), () => HttpResponse.json(standings)),
    http.get(rest('articles'), ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('pinned') ? [pinned] : articles),
    ),
    http.get(rest('media_items'), () => HttpResponse.json(media)),
  );
}

/**
 * Markup with the cards' heading ids numbered in order: the app's come from React's useId(),
 * a counter of the whole render, which the first view cannot know (nor needs to: an id is not
 * seen).
 */
function numberedIds(html: string): string {
  const ids = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((match) => match[1]!);
  return ids.reduce((out, id, i) => out.replaceAll(`"${id}"`, `"card-${i}"`), html);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the first view of /', () => {
  it.each(['it', 'en', 'nl'])(
    "paints the demo's layout exactly as the app renders it (%s)",
    async (language) => {
      await i18n.changeLanguage(language);
      serve();
      const t = firstViewTranslator(language);
      const first = paint(language, homePage(t, language, answerFor()), '/');
      const app = await appMarkup('/', async () => {
        await screen.findByRole('timer', {}, FIRST);
        await screen.findByText('Fair play: arriva il cartellino verde');
        await screen.findByText(pinned.title, { selector: 'h3.text-lg' });
        await screen.findByText(teams.redona.name);
        await screen.findByText("Stefano D'Amico <b>");
        await screen.findByText('Il riscaldamento prima della finale');
      });
      if (language === 'it') expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(numberedIds(comparable(first.querySelector('main'))), numberedIds(app.main));
    },
  );

  it("escapes the data, and points the carousel at the backend's storage", () => {
    const t = firstViewTranslator('it');
    const first = paint('it', homePage(t, 'it', answerFor()), '/');
    expect(first.querySelector('main h1')?.textContent).toBe(hero.settings.title);
    expect(first.querySelector('a[href="/news/torneo-di-natale"] h3')?.textContent).toBe(
      'Torneo di Natale <b>per i ragazzi</b>',
    );
    expect(first.querySelector('main b')).toBeNull();
    expect(first.querySelector('[role="timer"]')?.textContent).toBe(
      '27giorni05ore59minuti52secondi',
    );
    expect(first.querySelector('img[width="640"]')?.getAttribute('src')).toBe(
      `${TEST_SUPABASE_URL}/storage/v1/object/public/gallery/demo/finale-1.webp`,
    );
  });

  it('paints a hero without an image or a title, and no upcoming match, as the app does', async () => {
    const layout = [
      {
        id: 'r1',
        columns: [
          {
            id: 'c1',
            width: 12,
            widgets: [
              {
                id: 'h',
                kind: 'hero',
                settings: { subtitle: 'Benvenuti', button_text: 'Vai', button_link: '/news' },
              },
            ],
          },
        ],
      },
      {
        id: 'r2',
        columns: [
          {
            id: 'c2',
            width: 6,
            widgets: [{ id: 'u', kind: 'upcoming_matches', settings: {} }],
          },
          {
            id: 'c3',
            width: 6,
            widgets: [
              { id: 'd', kind: 'countdown', settings: {} },
              { id: 'g', kind: 'media_carousel', settings: {} },
            ],
          },
        ],
      },
    ];
    await i18n.changeLanguage('it');
    serve(layout);
    server.use(
      http.get(rest('matches'), () => HttpResponse.json([])),
      http.get(rest('countdown_event'), () =>
        HttpResponse.json([{ ...countdownRow, enabled: false }]),
      ),
      http.get(rest('media_items'), () => HttpResponse.json([media[1]])),
    );
    const t = firstViewTranslator('it');
    const first = paint(
      'it',
      homePage(t, 'it', {
        layout,
        context: { competitionId: 1, seasonId: 2 },
        widgets: [
          {
            kind: 'upcoming_matches',
            params: { competitionId: 1, seasonId: 2, limit: 5 },
            data: [],
          },
          { kind: 'countdown', params: null, data: { ...countdownRow, enabled: false } },
          { kind: 'media_carousel', params: { albumId: null, limit: 8 }, data: [media[1]] },
        ],
      }),
      '/',
    );
    const app = await appMarkup('/', async () => {
      await screen.findByText('Nessuna partita in programma.', {}, FIRST);
      await screen.findByText("Calcio d'inizio");
    });
    expectSame(numberedIds(comparable(first.querySelector('main'))), numberedIds(app.main));
  });

  it('ticks the painted countdown every second until the app renders', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(NOW);
    const t = firstViewTranslator('it');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const state = { build: 'test', shown: false, rendered: false };
    window.__calcettoLastView = state;
    try {
      root.innerHTML = homePage(t, 'it', answerFor())?.value ?? '';
      state.shown = true;
      const timer = () => root.querySelector('[role="timer"]')?.textContent;
      expect(timer()).toBe('27giorni05ore59minuti52secondi');
      vi.advanceTimersByTime(760);
      expect(timer()).toBe('27giorni05ore59minuti51secondi');
      vi.advanceTimersByTime(52_000);
      expect(timer()).toBe('27giorni05ore58minuti59secondi');
      state.rendered = true;
      vi.advanceTimersByTime(5000);
      expect(timer()).toBe('27giorni05ore58minuti59secondi');
    } finally {
      root.remove();
      delete window.__calcettoLastView;
    }
  });

  it('leaves to the app what it does not paint', () => {
    const t = firstViewTranslator('it');
    const answer = answerFor();
    const without = (kind: string): HomeAnswer => ({
      ...answer,
      widgets: answer.widgets?.filter((part) => part.kind !== kind),
    });
    const withData = (kind: string, data: unknown): HomeAnswer => ({
      ...answer,
      widgets: answer.widgets?.map((part) => (part.kind === kind ? { ...part, data } : part)),
    });
    // An answer without the layout, the league context or the widgets (an older backend).
    expect(homePage(t, 'it', { ...answer, layout: undefined })).toBeNull();
    expect(homePage(t, 'it', { ...answer, context: undefined })).toBeNull();
    expect(homePage(t, 'it', { ...answer, widgets: undefined })).toBeNull();
    // An empty layout: the app's "under construction".
    expect(homePage(t, 'it', { ...answer, layout: [] })).toBeNull();
    // A widget without its part: the app asks, and shows a skeleton first.
    for (const kind of ['countdown', 'upcoming_matches', 'league_table', 'latest_news']) {
      expect(homePage(t, 'it', without(kind)), kind).toBeNull();
    }
    // A part for other parameters than the widget's.
    expect(
      homePage(t, 'it', {
        ...answer,
        widgets: answer.widgets?.map((part) =>
          part.kind === 'latest_news' ? { ...part, params: { limit: 3 } } : part,
        ),
      }),
    ).toBeNull();
    // Empty states and a league without competition or season.
    expect(homePage(t, 'it', withData('league_table', []))).toBeNull();
    expect(homePage(t, 'it', withData('latest_news', []))).toBeNull();
    expect(homePage(t, 'it', withData('media_carousel', []))).toBeNull();
    expect(
      homePage(t, 'it', { ...answer, context: { competitionId: null, seasonId: null } }),
    ).toBeNull();
    // A pinned-article widget without an article: the app's skeleton.
    const noArticle = structuredClone(demoLayout);
    noArticle[2]!.columns[1]!.widgets[0]!.settings = {};
    expect(homePage(t, 'it', { ...answer, layout: noArticle })).toBeNull();
    // An event that begins within a minute, or an article published seconds ago.
    expect(
      homePage(
        t,
        'it',
        withData('countdown', { ...countdownRow, event_date: '2026-11-22T10:00:30+00:00' }),
      ),
    ).toBeNull();
    // In a row that goes in later, the article's date leaves those rows to the app alone: the
    // first rows are painted, the later part comes empty, and the app replaces the view.
    const seconds = homePage(
      t,
      'it',
      withData('pinned_article', { ...pinned, published_at: '2026-11-22T09:59:50+00:00' }),
    );
    expect(seconds?.later).toHaveLength(1);
    expect(seconds?.later[0]?.build().value).toBe('');
  });

  it('puts the rows after the first two in once these are on screen, unless they tick or name the page', () => {
    const t = firstViewTranslator('it');
    const answer = answerFor();
    const rowsIn = (html: string) => {
      const doc = document.implementation.createHTMLDocument();
      doc.body.innerHTML = html;
      return doc.body.firstElementChild?.children.length;
    };
    const view = homePage(t, 'it', answer);
    expect(rowsIn(view?.value ?? '')).toBe(ROWS_RENDERED_AT_ONCE);
    expect(rowsIn(withLaterParts(view!))).toBe(demoLayout.length);
    // A countdown in a later row ticks from the first paint: nothing waits.
    const [heroRow, second, third, fourth] = demoLayout;
    const ticking = [
      heroRow,
      { ...second!, columns: second!.columns.slice(1) },
      third,
      { ...fourth!, columns: [...fourth!.columns, second!.columns[0]!] },
    ];
    expect(rowsIn(homePage(t, 'it', { ...answer, layout: ticking })?.value ?? '')).toBe(
      demoLayout.length,
    );
    // Nor does the hero whose title is the page's h1.
    const heroLast = structuredClone(demoLayout);
    heroLast.push(heroLast.shift()!);
    expect(rowsIn(homePage(t, 'it', { ...answer, layout: heroLast })?.value ?? '')).toBe(
      demoLayout.length,
    );
  });

  it('paints nothing for a countdown switched off or a pinned article no longer pinned', () => {
    const t = firstViewTranslator('it');
    const answer = answerFor();
    const first = paint(
      'it',
      homePage(t, 'it', {
        ...answer,
        widgets: answer.widgets?.map((part) =>
          part.kind === 'countdown'
            ? { ...part, data: { ...countdownRow, enabled: false } }
            : part.kind === 'pinned_article'
              ? { ...part, data: null }
              : part,
        ),
      }),
      '/',
    );
    expect(first.querySelector('[role="timer"]')).toBeNull();
    expect(first.querySelectorAll('main section')).toHaveLength(5);
  });
});
