import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const venues = [{ id: 3, name: 'Oratorio San Luigi' }];

function adminWithBackend() {
  signedInAs(testProfile({ role: 'admin' }));
  const requests: { method: string; body: unknown }[] = [];
  server.use(
    http.get(rest('venues'), () => HttpResponse.json(venues)),
    http.get(rest('teams'), () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
    http.post(rest('teams'), async ({ request }) => {
      requests.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json({ id: 7 }, { status: 201 });
    }),
    http.patch(rest('teams'), async ({ request }) => {
      requests.push({ method: 'PATCH', body: await request.json() });
      return HttpResponse.json([{ id: 7 }]);
    }),
  );
  return requests;
}

// Whole-app renders with typing are slow under parallel runs: allow more than 5 s.
describe('team form', { timeout: 20_000 }, () => {
  it('requires a name, in Italian, and sends nothing', async () => {
    const requests = adminWithBackend();
    const { user } = renderApp('/admin/teams/new');
    await user.click(await screen.findByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('refuses a third colour with a clear message', async () => {
    adminWithBackend();
    const { user } = renderApp('/admin/teams/new');
    await user.click(await screen.findByRole('button', { name: 'Rosso' }));
    await user.click(screen.getByRole('button', { name: 'Blu' }));
    await user.click(screen.getByRole('button', { name: 'Verde' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Una squadra può avere al massimo 2 colori',
    );
    expect(screen.getByRole('button', { name: 'Verde' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Rosso' })).toHaveAttribute('aria-pressed', 'true');
    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: 'Togli il colore #dc2626' }));
    await user.click(screen.getByRole('button', { name: 'Verde' }));
    expect(screen.getByRole('button', { name: 'Verde' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates the team with its colours and venue, then goes back to the list', async () => {
    const requests = adminWithBackend();
    const { user, router } = renderApp('/admin/teams/new');
    await user.type(await screen.findByLabelText('Nome'), 'Aquile Biancoblu');
    await user.type(screen.getByLabelText('Parrocchia'), 'San Marco');
    await user.click(screen.getByRole('button', { name: 'Bianco' }));
    await user.click(screen.getByRole('button', { name: 'Blu' }));
    await user.click(screen.getByRole('combobox', { name: 'Campo di casa' }));
    await user.click(await screen.findByRole('option', { name: 'Oratorio San Luigi' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/teams'));
    expect(requests[0]).toEqual({
      method: 'POST',
      body: {
        name: 'Aquile Biancoblu',
        parish: 'San Marco',
        colors: ['#ffffff', '#1d4ed8'],
        venue_id: 3,
      },
    });
    expect(requests[1]).toEqual({ method: 'PATCH', body: { logo_url: null, photo_url: null } });
    expect(await screen.findByText('Squadra creata')).toBeInTheDocument();
  });

  it("shows the server's error and keeps what was typed", async () => {
    adminWithBackend();
    server.use(
      http.post(rest('teams'), () =>
        HttpResponse.json(
          {
            code: '23505',
            message: 'duplicate key value violates unique constraint "teams_name_key"',
            details: null,
            hint: null,
          },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = renderApp('/admin/teams/new');
    await user.type(await screen.findByLabelText('Nome'), 'Aquile');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('duplicate key value violates unique constraint "teams_name_key"'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/teams/new');
    expect(screen.getByLabelText('Nome')).toHaveValue('Aquile');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });

  it('is refused to an editor', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    renderApp('/admin/teams/new');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(/accesso negato/i);
  });
});
