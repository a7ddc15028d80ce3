import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first render of a file lazy-loads the route module and its namespace, which can take
// seconds on a busy machine.
const FIRST = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

const team = { id: 1, name: 'Oratorio San Luigi', logo_url: null, colors: ['#1d4ed8'] };
const rossi = {
  id: 101,
  first_name: 'Marco',
  last_name: 'Rossi',
  photo_url: null,
  role: 'goalkeeper',
  jersey_number: 1,
  nationality: 'IT',
  age_years: 28,
  team,
};

describe('/players', () => {
  it('searches on the server by name, team and role, and shows the count', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get(rest('teams'), () => HttpResponse.json([{ id: 1, name: 'Oratorio San Luigi' }])),
      http.get(rest('players'), ({ request }) => {
        const or = new URL(request.url).searchParams.get('or');
        searches.push(or);
        const players = or
          ? [rossi]
          : [rossi, { ...rossi, id: 102, first_name: 'Simone', last_name: 'Costa' }];
        return HttpResponse.json(players, {
          headers: { 'Content-Range': `0-${players.length - 1}/${or ? 1 : 220}` },
        });
      }),
    );
    const { user, router } = renderApp('/players');
    expect(await screen.findByText('220 giocatori trovati', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Simone Costa/ })).toHaveAttribute(
      'href',
      '/players/102',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Cerca giocatori' }), 'luigi portiere');
    expect(await screen.findByText('1 giocatore trovato')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=luigi+portiere');
    expect(searches.at(-1)).toBe(
      '(and(or(first_name.ilike.*luigi*,last_name.ilike.*luigi*,team_id.in.(1)),' +
        'or(first_name.ilike.*portiere*,last_name.ilike.*portiere*,role.in.(goalkeeper))))',
    );
    expect(screen.queryByRole('link', { name: /Simone Costa/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and shows load errors', async () => {
    server.use(
      http.get(rest('teams'), () => HttpResponse.json([])),
      http.get(rest('players'), () =>
        HttpResponse.json([], { headers: { 'Content-Range': '*/0' } }),
      ),
    );
    renderApp('/players?q=zzz');
    expect(
      await screen.findByText('Nessun giocatore corrisponde alla ricerca.', {}, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByText('0 giocatori trovati')).toBeInTheDocument();

    server.use(
      http.get(rest('players'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderApp('/players');
    expect(await screen.findByText('Errore nel caricamento dei giocatori')).toBeInTheDocument();
  });
});

describe('/players/:id', () => {
  function serve(goals: object[]) {
    server.use(
      http.get(rest('players'), ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('id') === 'eq.101' ? [rossi] : []),
      ),
      http.post(rest('rpc/player_stats'), () =>
        HttpResponse.json([{ player_id: 101, goals: 3, matches_played: 8, goals_per_match: 0.38 }]),
      ),
      http.post(rest('rpc/player_goal_history'), () => HttpResponse.json(goals)),
    );
  }

  it('shows team, role, number, nationality, age, numbers and the goal history', async () => {
    serve([
      {
        goal_id: 1,
        match_id: 21101,
        match_date: '2026-11-16T19:30:00Z',
        opponent_name: 'Juventina Celadina',
        home_score: 0,
        away_score: 4,
        minute: 34,
      },
    ]);
    renderApp('/players/101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marco Rossi' }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Oratorio San Luigi/ })).toHaveAttribute(
      'href',
      '/teams/1',
    );
    expect(screen.getByText('Portiere')).toBeInTheDocument();
    expect(screen.getByText('28 anni')).toBeInTheDocument();
    expect(screen.getByText('Nazionalità').nextSibling).toHaveTextContent('IT');
    expect(await screen.findByText('0,38')).toBeInTheDocument();
    expect(screen.getByText('Partite giocate').nextSibling).toHaveTextContent('8');
    const history = screen.getByRole('region', { name: 'Storico dei gol' });
    expect(await within(history).findByText('Juventina Celadina')).toBeInTheDocument();
    expect(within(history).getByText("34'")).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-loading="true"]')).toBeNull());
  });

  it('says when the player has not scored', async () => {
    serve([]);
    renderApp('/players/101');
    expect(
      await screen.findByText('Questo giocatore non ha ancora segnato.', {}, FIRST),
    ).toBeInTheDocument();
  });

  it('shows the not-found state', async () => {
    serve([]);
    renderApp('/players/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giocatore non trovato' }, FIRST),
    ).toBeInTheDocument();
  });
});
