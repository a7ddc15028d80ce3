import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function counts(registered: number | null) {
  let calls = 0;
  server.use(
    http.post(rest('rpc/dashboard_counts'), () => {
      calls += 1;
      return HttpResponse.json({
        teams: 12,
        players: 12345,
        scheduled_matches: 30,
        registered_users: registered,
      });
    }),
  );
  return () => calls;
}

// Whole-app renders are slow under parallel runs: allow more than 5 s.
describe('admin dashboard', { timeout: 20_000 }, () => {
  it('shows the four counts from one request and every quick action to an admin', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    const calls = counts(57);
    renderApp('/admin');
    expect(await screen.findByTestId('count-players')).toHaveTextContent('12.345');
    expect(screen.getByTestId('count-teams')).toHaveTextContent('12');
    expect(screen.getByTestId('count-scheduled_matches')).toHaveTextContent('30');
    expect(screen.getByTestId('count-registered_users')).toHaveTextContent('57');
    expect(calls()).toBe(1);
    for (const name of ['Nuova squadra', 'Nuovo giocatore', 'Nuova partita', 'Nuovo articolo']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Nuova squadra' })).toHaveAttribute(
      'href',
      '/admin/teams/new',
    );
  });

  it('offers an editor only the new article', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    counts(57);
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Nuovo articolo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuova squadra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuovo giocatore' })).not.toBeInTheDocument();
  });

  it('offers a captain only a new player', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 3 }));
    counts(57);
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Nuovo giocatore' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuovo articolo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuova partita' })).not.toBeInTheDocument();
  });

  it('refuses a player', async () => {
    signedInAs(testProfile({ role: 'player' }));
    renderApp('/admin');
    expect(await screen.findByText(/accesso negato/i)).toBeInTheDocument();
  });
});
