import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { matchSummary, referenceHandlers, serverError, teams } from '@/test/league-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const { sanLuigi, sanRocco } = teams;

const detail = {
  ...matchSummary(21011, sanLuigi, sanRocco, '2026-09-14T18:30:00Z', {
    status: 'completed',
    score: [3, 1],
  }),
  competition: { id: 1, name: 'Serie A', slug: 'serie-a' },
  season: { id: 2, name: '2026/27' },
  referee_team: { id: 16, name: "San Paolo d'Argon" },
  venue: {
    id: 1,
    name: 'Centro Sportivo San Luigi',
    structure: 'Campo in erba sintetica coperto',
    address: 'Via Gavazzeni 12',
    city: 'Bergamo',
    latitude: 45.6881,
    longitude: 9.6602,
  },
  goals: [
    {
      id: 1,
      minute: 19,
      own_goal: false,
      team_id: 1,
      player: { id: 110, first_name: 'Alberto', last_name: 'Gatti' },
    },
    {
      id: 2,
      minute: 27,
      own_goal: false,
      team_id: 2,
      player: { id: 204, first_name: 'Enrico', last_name: 'Greco' },
    },
    // Put in his own net by a Virtus player: it counts for San Luigi.
    {
      id: 3,
      minute: 43,
      own_goal: true,
      team_id: 1,
      player: { id: 207, first_name: 'Luca', last_name: 'Moretti' },
    },
    {
      id: 4,
      minute: 46,
      own_goal: false,
      team_id: 1,
      player: { id: 104, first_name: 'Filippo', last_name: 'Villa' },
    },
  ],
};

const previous = [
  matchSummary(11103, sanRocco, sanLuigi, '2026-02-18T19:30:00Z', {
    status: 'completed',
    score: [3, 5],
  }),
];

/** The match by id (an array, as for maybeSingle) and the head-to-head (the `or` filter). */
function matchApi(match: unknown, headToHead: unknown[] = previous) {
  const requests: URLSearchParams[] = [];
  server.use(
    ...referenceHandlers(),
    http.get(rest('matches'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (params.get('or')) return HttpResponse.json(headToHead);
      return HttpResponse.json(match ? [match] : []);
    }),
  );
  return requests;
}

describe('/matches/:id', () => {
  it('shows teams, score, date, venue with a map link, referee, status and scorers', async () => {
    const requests = matchApi(detail);
    renderApp('/matches/21011');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Oratorio San Luigi contro Virtus San Rocco',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('3 a 1')).toBeInTheDocument();
    expect(screen.getByText('Terminata')).toBeInTheDocument();
    expect(
      screen.getByText('Lunedì 14 settembre 2026 alle ore 20:30', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Via Gavazzeni 12, Bergamo')).toBeInTheDocument();
    const map = screen.getByRole('link', {
      name: /^Vedi sulla mappa: Centro Sportivo San Luigi su OpenStreetMap/,
    });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=45.6881&mlon=9.6602#map=17/45.6881/9.6602',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: "San Paolo d'Argon" })).toHaveAttribute(
      'href',
      '/teams/16',
    );

    const scorers = screen.getByRole('region', { name: 'Marcatori' });
    const [home, away] = within(scorers).getAllByRole('list');
    expect(
      within(home!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "19'minuto 19Alberto Gatti",
      "43'minuto 43Luca Moretti aut.(autogol)",
      "46'minuto 46Filippo Villa",
    ]);
    expect(
      within(away!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["27'minuto 27Enrico Greco"]);
    expect(within(scorers).getAllByTitle('autogol')).toHaveLength(1);
    expect(within(scorers).getByRole('link', { name: 'Alberto Gatti' })).toHaveAttribute(
      'href',
      '/players/110',
    );

    const meetings = await screen.findByRole('region', { name: 'Precedenti' });
    expect(within(meetings).getByRole('link')).toHaveAttribute('href', '/matches/11103');
    const h2h = requests.find((r) => r.get('or'))!;
    expect(h2h.get('or')).toBe(
      '(and(home_team_id.eq.1,away_team_id.eq.2),and(home_team_id.eq.2,away_team_id.eq.1))',
    );
    expect(h2h.get('match_date')).toBe('lt.2026-09-14T18:30:00Z');
    expect(h2h.get('status')).toBe('eq.completed');
  });

  it('says when the teams never met and when nobody scored yet', async () => {
    matchApi({ ...detail, status: 'scheduled', home_score: null, away_score: null, goals: [] }, []);
    renderApp('/matches/21011');
    expect(
      await screen.findByText('Prima volta che le due squadre si affrontano.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nessun marcatore inserito')).toBeInTheDocument();
    // Not played yet: the kick-off time takes the score's place.
    expect(screen.getAllByText('20:30').length).toBeGreaterThan(0);
  });

  it('shows the not-found state for an unknown match', async () => {
    matchApi(null);
    renderApp('/matches/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partita non trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tutte le partite' })).toHaveAttribute(
      'href',
      '/matches',
    );
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const requests = matchApi(detail);
    renderApp('/matches/not-a-number');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partita non trovata' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the load error', async () => {
    await i18n.changeLanguage('en');
    matchApi(detail);
    server.use(http.get(rest('matches'), () => serverError()));
    renderApp('/matches/21011');
    expect(await screen.findByText('Error loading matches')).toBeInTheDocument();
  });
});
