import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const teams = [
  { id: 1, name: 'Aquile' },
  { id: 2, name: 'Leoni' },
];

// Whole-app renders with typing are slow under parallel runs: allow more than 5 s.
describe('sponsor form', { timeout: 20_000 }, () => {
  it('requires a name and a valid website', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    server.use(http.get(rest('teams'), () => HttpResponse.json(teams)));
    const { user } = renderApp('/admin/sponsors/new');
    await user.type(await screen.findByLabelText('Sito web'), 'www.pizzeria');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(
      screen.getByText('Inserisci un indirizzo web valido che inizi con http:// o https://.'),
    ).toBeInTheDocument();
  });

  it("saves a captain's sponsor on his own team", async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 1 }));
    let body: unknown;
    server.use(
      http.get(rest('teams'), () => HttpResponse.json(teams)),
      http.get(rest('sponsors'), () =>
        HttpResponse.json([], { headers: { 'Content-Range': '*/0' } }),
      ),
      http.post(rest('sponsors'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/admin/sponsors/new');
    const team = await screen.findByRole('combobox', { name: 'Squadra' });
    await waitFor(() => expect(team).toHaveTextContent('Aquile'));
    expect(team).toBeDisabled();
    await user.type(screen.getByLabelText('Nome'), 'Pizzeria Da Gino');
    await user.type(screen.getByLabelText('Sito web'), 'https://dagino.it');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sponsors'));
    expect(body).toEqual({
      name: 'Pizzeria Da Gino',
      team_id: 1,
      website: 'https://dagino.it',
      logo_url: null,
    });
  });
});
