import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_SUPABASE_URL } from '@/test/constants';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first render of a file lazy-loads the route module and its namespace, which can take
// seconds on a busy machine.
const FIRST = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const team = (id: number, name: string) => ({ id, name, logo_url: null, colors: ['#1d4ed8'] });

const hero = {
  id: 'w-hero',
  kind: 'hero',
  settings: {
    title: 'Campionato Oratori Bergamo',
    subtitle: 'Calcio a 5 tra parrocchie',
    button_text: 'Calendario e risultati',
    button_link: '/matches',
  },
};

function layout(...widgets: object[]) {
  return [{ id: 'row', columns: [{ id: 'col', width: 12, widgets }] }];
}

function serve({
  rows,
  countdown = { enabled: true, title: 'Final Four', event_date: inDays(3) },
  pinned = [
    {
      id: 1,
      title: 'Final Four il 19 dicembre',
      slug: 'final-four',
      excerpt: 'Semifinali alle 17:00.',
      cover_image_url: '/demo/articles/final-four.svg',
      published_at: inDays(-4),
    },
  ],
}: {
  rows: object;
  countdown?: object;
  pinned?: object[];
}) {
  const requests: string[] = [];
  server.use(
    http.get(rest('homepage_layout'), () => HttpResponse.json([{ rows }])),
    http.get(rest('countdown_event'), () => HttpResponse.json([countdown])),
    http.get(rest('competitions'), () => HttpResponse.json([{ id: 1 }])),
    http.get(rest('seasons'), () => HttpResponse.json([{ id: 2 }])),
    http.get(rest('matches'), ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json([
        {
          id: 21111,
          match_date: '2026-11-23T19:30:00Z',
          home: team(1, 'Oratorio San Luigi'),
          away: team(13, 'Oratorio San Tomaso'),
          venue: { name: 'Centro Sportivo San Luigi' },
        },
      ]);
    }),
    http.post(rest('rpc/standings'), async ({ request }) => {
      requests.push(JSON.stringify(await request.json()));
      return HttpResponse.json([
        {
          position: 1,
          team_id: 1,
          team_name: 'Oratorio San Luigi',
          team_logo_url: null,
          team_colors: [],
          played: 10,
          won: 9,
          drawn: 1,
          lost: 0,
          goals_for: 50,
          goals_against: 12,
          goal_difference: 38,
          points: 28,
          form: [],
        },
      ]);
    }),
    http.get(rest('articles'), ({ request }) =>
      new URL(request.url).searchParams.get('pinned')
        ? HttpResponse.json(pinned)
        : HttpResponse.json([
            {
              id: 5,
              title: 'Torneo di Natale',
              slug: 'torneo-di-natale',
              cover_image_url: null,
              published_at: inDays(-3),
            },
          ]),
    ),
    http.get(rest('media_items'), () =>
      HttpResponse.json([
        { id: 1, storage_path: 'demo/finale-1.webp', caption: 'Il riscaldamento' },
        { id: 2, storage_path: 'demo/finale-2.webp', caption: "Calcio d'inizio" },
      ]),
    ),
  );
  return requests;
}

describe('home page', () => {
  it('renders every widget kind from the layout, the hero title as the page h1', async () => {
    const requests = serve({
      rows: [
        { id: 'r1', columns: [{ id: 'c1', width: 12, widgets: [hero] }] },
        {
          id: 'r2',
          columns: [
            { id: 'c2', width: 4, widgets: [{ id: 'w2', kind: 'countdown', settings: {} }] },
            {
              id: 'c3',
              width: 8,
              widgets: [{ id: 'w3', kind: 'upcoming_matches', settings: { limit: 4 } }],
            },
          ],
        },
        {
          id: 'r3',
          columns: [
            {
              id: 'c4',
              width: 6,
              widgets: [{ id: 'w4', kind: 'league_table', settings: { competition_id: 1 } }],
            },
            {
              id: 'c5',
              width: 6,
              widgets: [{ id: 'w5', kind: 'pinned_article', settings: { article_id: 1 } }],
            },
          ],
        },
        {
          id: 'r4',
          columns: [
            { id: 'c6', width: 8, widgets: [{ id: 'w6', kind: 'latest_news', settings: {} }] },
            { id: 'c7', width: 4, widgets: [{ id: 'w7', kind: 'media_carousel', settings: {} }] },
          ],
        },
      ],
    });
    const { user } = renderApp('/');

    const main = await screen.findByRole('main', {}, FIRST);
    expect(
      await within(main).findByRole(
        'heading',
        { level: 1, name: 'Campionato Oratori Bergamo' },
        FIRST,
      ),
    ).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Calendario e risultati/ })).toHaveAttribute(
      'href',
      '/matches',
    );

    const countdown = await screen.findByRole('region', { name: 'Conto alla rovescia' });
    expect(within(countdown).getByText('Final Four')).toBeInTheDocument();
    expect(within(countdown).getByRole('timer')).toHaveTextContent(/giorni/);

    const upcoming = screen.getByRole('region', { name: 'Prossime partite' });
    expect(await within(upcoming).findByText('Oratorio San Tomaso')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /Oratorio San Luigi/ })).toHaveAttribute(
      'href',
      '/matches/21111',
    );
    expect(
      requests.some((url) => url.includes('status=eq.scheduled') && url.includes('limit=4')),
    ).toBe(true);

    const table = screen.getByRole('region', { name: 'Classifica' });
    expect(await within(table).findByRole('cell', { name: '28' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Classifica completa/ })).toHaveAttribute(
      'href',
      '/tables',
    );
    expect(requests).toContain(JSON.stringify({ p_competition_id: 1, p_season_id: 2 }));

    const pinned = screen.getByRole('region', { name: 'In evidenza' });
    expect(await within(pinned).findByText('Semifinali alle 17:00.')).toBeInTheDocument();
    expect(within(pinned).getByRole('link', { name: /Leggi l'articolo/ })).toHaveAttribute(
      'href',
      '/news/final-four',
    );

    const news = screen.getByRole('region', { name: 'Ultime notizie' });
    expect(await within(news).findByText('3 giorni fa')).toBeInTheDocument();

    const carousel = screen.getByRole('region', { name: 'Dalla galleria' });
    expect(await within(carousel).findByText('1 di 2')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Immagine successiva' }));
    expect(within(carousel).getByText('2 di 2')).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: "Calcio d'inizio" })).toHaveAttribute(
      'src',
      `${TEST_SUPABASE_URL}/storage/v1/object/public/gallery/demo/finale-2.webp`,
    );

    await waitFor(() => expect(document.querySelector('[data-loading="true"]')).toBeNull());
  });

  it('says the homepage is being built when the layout is empty', async () => {
    serve({ rows: [] });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Homepage in costruzione' }, FIRST),
    ).toBeInTheDocument();
  });

  it('hides the countdown once the event has passed, and when it is disabled', async () => {
    serve({
      rows: layout({ id: 'c', kind: 'countdown', settings: {} }, hero),
      countdown: { enabled: true, title: 'Final Four', event_date: inDays(-1) },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Campionato Oratori Bergamo' }, FIRST);
    await waitFor(() => expect(document.querySelector('[data-loading="true"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Conto alla rovescia' })).not.toBeInTheDocument();
    expect(screen.queryByText('Final Four')).not.toBeInTheDocument();
  });

  it('hides a disabled countdown', async () => {
    serve({
      rows: layout({ id: 'c', kind: 'countdown', settings: {} }, hero),
      countdown: { enabled: false, title: 'Final Four', event_date: inDays(5) },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Campionato Oratori Bergamo' }, FIRST);
    await waitFor(() => expect(document.querySelector('[data-loading="true"]')).toBeNull());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('drops the pinned-article widget when its article is no longer pinned', async () => {
    serve({
      rows: layout(hero, { id: 'p', kind: 'pinned_article', settings: { article_id: 1 } }),
      pinned: [],
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Campionato Oratori Bergamo' }, FIRST);
    await waitFor(() => expect(document.querySelector('[data-loading="true"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'In evidenza' })).not.toBeInTheDocument();
  });

  it('gives the page a hidden h1 when no hero names it', async () => {
    serve({ rows: layout({ id: 'n', kind: 'latest_news', settings: { limit: 3 } }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, FIRST)).toHaveClass(
      'sr-only',
    );
    expect(await screen.findByText('Torneo di Natale')).toBeInTheDocument();
  });

  it('shows an error when the layout cannot be loaded', async () => {
    server.use(
      http.get(rest('homepage_layout'), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    renderApp('/');
    expect(
      await screen.findByText('Errore nel caricamento della homepage.', {}, FIRST),
    ).toBeInTheDocument();
  });
});
