import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first render of a file lazy-loads the route module and its namespace, which can take
// seconds on a busy machine.
const FIRST = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

const sanLuigi = {
  id: 1,
  name: 'Oratorio San Luigi',
  parish: 'Parrocchia San Luigi Gonzaga',
  colors: ['#1d4ed8', '#ffffff'],
  logo_url: '/demo/teams/oratorio-san-luigi.svg',
  photo_url: null,
  venue: { name: 'Centro Sportivo San Luigi', address: 'Via Gavazzeni 12', city: 'Bergamo' },
  players: [
    {
      id: 101,
      first_name: 'Marco',
      last_name: 'Rossi',
      photo_url: null,
      role: 'goalkeeper',
      jersey_number: 1,
    },
  ],
  honors: [
    {
      id: 1,
      achievement: 'Campione Serie A',
      competition: { name: 'Serie A' },
      season: { name: '2022/23', start_date: '2022-09-01' },
    },
  ],
  sponsors: [
    { id: 2, name: 'Ferramenta Bonetti', website: 'https://bonetti.example', logo_url: null },
  ],
};

const match = (id: number, home: string, away: string, scores: [number, number] | null) => ({
  id,
  match_date: '2026-11-16T19:30:00Z',
  status: scores ? 'completed' : 'scheduled',
  home_score: scores?.[0] ?? null,
  away_score: scores?.[1] ?? null,
  competition: { name: 'Serie A' },
  home: { id: home === sanLuigi.name ? 1 : 9, name: home, logo_url: null, colors: [] },
  away: { id: away === sanLuigi.name ? 1 : 9, name: away, logo_url: null, colors: [] },
});

function serveTeam(team: object | null) {
  server.use(
    http.get(rest('teams'), () => HttpResponse.json(team ? [team] : [])),
    http.get(rest('matches'), ({ request }) =>
      new URL(request.url).searchParams.get('status') === 'eq.completed'
        ? HttpResponse.json([match(21101, 'Juventina Celadina', sanLuigi.name, [0, 4])])
        : HttpResponse.json([match(21111, sanLuigi.name, 'Oratorio San Tomaso', null)]),
    ),
    http.get(rest('seasons'), () => HttpResponse.json([{ id: 2, name: '2026/27' }])),
    http.post(rest('rpc/team_season_stats'), () =>
      HttpResponse.json([
        { played: 10, wins: 9, draws: 1, losses: 0, goals_for: 57, goals_against: 19 },
      ]),
    ),
  );
}

describe('/teams', () => {
  it('lists the teams with their parish, venue and colours', async () => {
    server.use(
      http.get(rest('teams'), () =>
        HttpResponse.json([
          { ...sanLuigi, venue: { name: 'Centro Sportivo San Luigi', city: 'Bergamo' } },
          {
            id: 2,
            name: 'Virtus San Rocco',
            parish: null,
            colors: [],
            logo_url: null,
            venue: null,
          },
        ]),
      ),
    );
    renderApp('/teams');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Squadre' }, FIRST),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Oratorio San Luigi/ });
    expect(link).toHaveAttribute('href', '/teams/1');
    expect(within(link).getByText('Centro Sportivo San Luigi, Bergamo')).toBeInTheDocument();
    expect(within(link).getByText('Colori sociali: #1d4ed8, #ffffff')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Virtus San Rocco/ })).toHaveAttribute(
      'href',
      '/teams/2',
    );
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
  });

  it('shows the load error', async () => {
    server.use(
      http.get(rest('teams'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderApp('/teams');
    expect(
      await screen.findByText('Errore nel caricamento delle squadre', {}, FIRST),
    ).toBeInTheDocument();
  });
});

describe('/teams/:id', () => {
  it('shows the team with its season stats, results, fixtures, squad, trophies and sponsors', async () => {
    serveTeam(sanLuigi);
    renderApp('/teams/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oratorio San Luigi' }, FIRST),
    ).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Statistiche stagione 2026/27' });
    expect(await within(stats).findByText('57')).toBeInTheDocument();
    expect(within(stats).getByText('Gol subiti').nextSibling).toHaveTextContent('19');

    const results = screen.getByRole('region', { name: 'Ultimi risultati' });
    expect((await within(results).findByText('Juventina Celadina')).nextSibling).toHaveTextContent(
      '0',
    );
    expect(within(results).getByText('Oratorio San Luigi').nextSibling).toHaveTextContent('4');
    expect(within(results).getByTitle('Vittoria')).toBeInTheDocument();
    const fixtures = screen.getByRole('region', { name: 'Prossime partite' });
    expect(await within(fixtures).findByText('Oratorio San Tomaso')).toBeInTheDocument();

    const squad = screen.getByRole('region', { name: 'Rosa' });
    expect(within(squad).getByRole('link', { name: /Marco Rossi/ })).toHaveAttribute(
      'href',
      '/players/101',
    );
    expect(within(squad).getByText('Portiere')).toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: "Albo d'oro" })).getByText('Serie A · 2022/23'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sponsor' })).getByRole('link', {
        name: /Ferramenta Bonetti/,
      }),
    ).toHaveAttribute('href', 'https://bonetti.example');
  });

  it("links to the team's calendar, written by the database", async () => {
    serveTeam(sanLuigi);
    renderApp('/teams/1');
    const link = await screen.findByRole('link', { name: 'Aggiungi al calendario (.ics)' }, FIRST);
    const href = new URL(link.getAttribute('href')!);
    // A plain GET a browser can follow: the anon key in the URL, since no header can be sent.
    expect(href.pathname).toBe('/rest/v1/rpc/team_calendar');
    expect(href.searchParams.get('team_id')).toBe('1');
    expect(href.searchParams.get('apikey')).toBe(import.meta.env.VITE_SUPABASE_ANON_KEY);
  });

  it("prints the team's fixtures of its latest season, loaded when asked", async () => {
    serveTeam(sanLuigi);
    const fixtureQueries: string[] = [];
    server.use(
      http.get(rest('matches'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        // The page's own lists are limited to five; anything else falls through to serveTeam's.
        if (params.get('limit') !== null) return undefined;
        fixtureQueries.push(params.get('or') ?? '');
        const match = (id: number, season: { id: number; name: string; start_date: string }) => ({
          id,
          match_date: `2026-11-${10 + id}T19:30:00+00:00`,
          status: id === 3 ? 'postponed' : 'scheduled',
          home_score: null,
          away_score: null,
          season,
          competition: { name: 'Serie A' },
          home: { name: sanLuigi.name },
          away: { name: `Avversario ${id}` },
          venue: { name: 'Centro Sportivo San Luigi', city: 'Bergamo' },
        });
        const old = { id: 1, name: '2025/26', start_date: '2025-09-01' };
        const current = { id: 2, name: '2026/27', start_date: '2026-09-01' };
        return HttpResponse.json([match(1, old), match(2, current), match(3, current)]);
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});

    const { user } = renderApp('/teams/1');
    await user.click(await screen.findByRole('button', { name: 'Stampa / salva PDF' }, FIRST));

    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(fixtureQueries).toEqual(['(home_team_id.eq.1,away_team_id.eq.1)']);
    // Hidden on screen, so read from the DOM: the print dialog saw these rows.
    const rows = document.querySelectorAll('[data-print-fixture]');
    expect([...rows].map((row) => row.getAttribute('data-print-fixture'))).toEqual(['2', '3']);
    expect(rows[1]!.textContent).toContain('Avversario 3(rinviata)');
    expect(document.body.textContent).toContain('Calendario 2026/27');
    vi.restoreAllMocks();
  });

  it('says when the team has no trophies and no sponsors', async () => {
    serveTeam({ ...sanLuigi, honors: [], sponsors: [] });
    renderApp('/teams/1');
    expect(await screen.findByText('Nessun trofeo in bacheca.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Nessuno sponsor.')).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown team', async () => {
    serveTeam(null);
    renderApp('/teams/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Squadra non trovata' }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tutte le squadre' })).toHaveAttribute(
      'href',
      '/teams',
    );
  });
});
