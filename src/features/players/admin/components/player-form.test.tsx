import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const teams = [
  { id: 1, name: 'Aquile' },
  { id: 2, name: 'Leoni' },
];

function backend() {
  const requests: { table: string; method: string; body: unknown }[] = [];
  server.use(
    http.get(rest('teams'), () => HttpResponse.json(teams)),
    http.get(rest('players'), () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
    http.post(rest('rpc/save_player'), async ({ request }) => {
      requests.push({ table: 'rpc/save_player', method: 'POST', body: await request.json() });
      return HttpResponse.json(40);
    }),
    // Direct table writes are recorded too: a save must never take more than the one call.
    http.post(rest('players'), async ({ request }) => {
      requests.push({ table: 'players', method: 'POST', body: await request.json() });
      return HttpResponse.json({ id: 40 }, { status: 201 });
    }),
    http.post(rest('player_private'), async ({ request }) => {
      requests.push({ table: 'player_private', method: 'POST', body: await request.json() });
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return requests;
}

// Whole-app renders with typing are slow under parallel runs: allow more than 5 s.
describe('player form', { timeout: 20_000 }, () => {
  it('requires first and last name and checks the jersey number, in English', async () => {
    await i18n.changeLanguage('en');
    signedInAs(testProfile({ role: 'admin' }));
    const requests = backend();
    const { user } = renderApp('/admin/players/new');
    await user.type(await screen.findByLabelText('Jersey number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(
      screen.getByText('The jersey number must be a whole number from 0 to 99.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it("locks a captain's form to his team and saves player and private data in one call", async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 2 }));
    const requests = backend();
    const { user, router } = renderApp('/admin/players/new');
    const team = await screen.findByRole('combobox', { name: 'Squadra' });
    await waitFor(() => expect(team).toHaveTextContent('Leoni'));
    expect(team).toBeDisabled();
    await user.type(screen.getByLabelText('Nome'), 'Giulio');
    await user.type(screen.getByLabelText('Cognome'), 'Ferri');
    await user.type(screen.getByLabelText('Numero di maglia'), '9');
    await user.type(screen.getByLabelText('Documento d’identità'), 'CA12345AB');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/players'));
    // No p_id: the server creates the player.
    expect(requests).toEqual([
      {
        table: 'rpc/save_player',
        method: 'POST',
        body: {
          p_player: {
            first_name: 'Giulio',
            last_name: 'Ferri',
            photo_url: null,
            team_id: 2,
            nationality: null,
            role: null,
            jersey_number: 9,
          },
          p_private: { document_id: 'CA12345AB', date_of_birth: null },
        },
      },
    ]);
    expect(await screen.findByText('Giocatore creato')).toBeInTheDocument();
  });

  it("explains the server's refusal in the user's language and keeps the form", async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 2 }));
    backend();
    server.use(
      http.post(rest('rpc/save_player'), () =>
        HttpResponse.json(
          { code: '42501', message: 'You cannot change this player.', details: null, hint: null },
          { status: 403 },
        ),
      ),
    );
    const { user, router } = renderApp('/admin/players/new');
    await user.type(await screen.findByLabelText('Nome'), 'Giulio');
    await user.type(screen.getByLabelText('Cognome'), 'Ferri');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText(
        'Non puoi modificare questo giocatore: puoi gestire solo i giocatori della tua squadra.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/players/new');
    expect(screen.getByLabelText('Cognome')).toHaveValue('Ferri');
  });
});
