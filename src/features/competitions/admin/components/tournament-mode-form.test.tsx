import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Whole-app renders with typing are slow under parallel runs: allow more than 5 s.
describe('tournament mode form', { timeout: 20_000 }, () => {
  it('starts from 3/1/0, one leg, and saves what is chosen', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    let body: unknown;
    server.use(
      http.post(rest('tournament_modes'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/admin/tournament-modes/new');
    expect(await screen.findByLabelText('Punti per vittoria')).toHaveValue('3');
    expect(screen.getByLabelText('Punti per pareggio')).toHaveValue('1');
    expect(screen.getByLabelText('Punti per sconfitta')).toHaveValue('0');
    await user.type(screen.getByLabelText('Nome'), 'Girone unico');
    await user.type(screen.getByLabelText('Squadre ai playoff'), '4');
    await user.click(screen.getByRole('combobox', { name: 'Gare' }));
    await user.click(await screen.findByRole('option', { name: 'Andata e ritorno' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tournament-modes'));
    expect(body).toEqual({
      name: 'Girone unico',
      points_win: 3,
      points_draw: 1,
      points_loss: 0,
      playoff_teams: 4,
      legs: 2,
    });
  });

  it('refuses an empty name and non-numeric points', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    const { user } = renderApp('/admin/tournament-modes/new');
    const win = await screen.findByLabelText('Punti per vittoria');
    await user.clear(win);
    await user.type(win, 'tre');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Inserisci un numero intero da 0 in su.')).toBeInTheDocument();
  });
});
