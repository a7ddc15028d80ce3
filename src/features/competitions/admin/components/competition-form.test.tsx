import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Whole-app renders with typing are slow under parallel runs: allow more than 5 s.
describe('competition form', { timeout: 20_000 }, () => {
  it('fills the slug from the name until it is edited, and saves', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    let body: unknown;
    server.use(
      http.post(rest('competitions'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 3 }, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/admin/competitions/new');
    await user.type(await screen.findByLabelText('Nome'), 'Coppa Città');
    expect(screen.getByLabelText('Slug (indirizzo)')).toHaveValue('coppa-citta');
    const level = screen.getByLabelText('Livello');
    await user.clear(level);
    await user.type(level, '3');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/competitions'));
    expect(body).toEqual({ name: 'Coppa Città', slug: 'coppa-citta', level: 3 });
  });

  it('checks required fields, the slug format and the level', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    const { user } = renderApp('/admin/competitions/new');
    await user.type(await screen.findByLabelText('Slug (indirizzo)'), 'Serie A!');
    await user.clear(screen.getByLabelText('Livello'));
    await user.type(screen.getByLabelText('Livello'), '-1');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(
      screen.getByText('Usa solo lettere minuscole, numeri e trattini (per esempio serie-a).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il livello deve essere un numero intero da 0 in su.'),
    ).toBeInTheDocument();
    // A hand-edited slug no longer follows the name.
    await user.type(screen.getByLabelText('Nome'), 'Serie B');
    expect(screen.getByLabelText('Slug (indirizzo)')).toHaveValue('Serie A!');
  });
});
