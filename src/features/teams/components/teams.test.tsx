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

  it('downloads every match of the team as an .ics file', async () => {
    serveTeam(sanLuigi);
    const calendarQueries: string[] = [];
    server.use(
      http.get(rest('matches'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        // Anything else falls through to serveTeam's handler.
        if (params.get('status') !== 'neq.cancelled') return undefined;
        calendarQueries.push(params.get('or') ?? '');
        return HttpResponse.json([
          {
            id: 21111,
            match_date: '2026-11-28T19:30:00+00:00',
            home: { name: sanLuigi.name },
            away: { name: 'Oratorio San Tomaso' },
            venue: sanLuigi.venue,
          },
        ]);
      }),
    );
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const { user } = renderApp('/teams/1');
    await user.click(
      await screen.findByRole('button', { name: 'Aggiungi al calendario (.ics)' }, FIRST),
    );

    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('oratorio-san-luigi.ics');
    expect(calendarQueries).toEqual(['(home_team_id.eq.1,away_team_id.eq.1)']);
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    // jsdom's Blob has no text(): read it the old way.
    const ics = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(ics).toContain('DTSTART:20261128T193000Z\r\n');
    expect(ics).toContain('SUMMARY:Oratorio San Luigi – Oratorio San Tomaso\r\n');
    expect(ics).toContain('LOCATION:Centro Sportivo San Luigi\\, Via Gavazzeni 12\\, Bergamo\r\n');
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
