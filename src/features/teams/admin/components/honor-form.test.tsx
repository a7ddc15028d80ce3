import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function lookups() {
  server.use(
    http.get(rest('teams'), () => HttpResponse.json([{ id: 1, name: 'Aquile' }])),
    http.get(rest('competitions'), () => HttpResponse.json([{ id: 4, name: 'Serie A' }])),
    http.get(rest('seasons'), () => HttpResponse.json([{ id: 8, name: '2024/25' }])),
  );
}

// Whole-app renders with typing are slow under parallel runs: allow more than 5 s.
describe('honor form', { timeout: 20_000 }, () => {
  it('requires the team and the achievement', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    lookups();
    const { user } = renderApp('/admin/honors/new');
    await user.click(await screen.findByRole('button', { name: 'Salva' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(2);
  });

  it('saves with optional competition and season', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    lookups();
    let body: unknown;
    server.use(
      http.get(rest('honors'), () =>
        HttpResponse.json([], { headers: { 'Content-Range': '*/0' } }),
      ),
      http.post(rest('honors'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 2 }, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/admin/honors/new');
    await user.click(await screen.findByRole('combobox', { name: 'Squadra' }));
    await user.click(await screen.findByRole('option', { name: 'Aquile' }));
    await user.type(screen.getByLabelText('Risultato'), 'Campioni');
    await user.click(screen.getByRole('combobox', { name: 'Stagione' }));
    await user.click(await screen.findByRole('option', { name: '2024/25' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/honors'));
    expect(body).toEqual({
      team_id: 1,
      achievement: 'Campioni',
      competition_id: null,
      season_id: 8,
    });
  });
});
