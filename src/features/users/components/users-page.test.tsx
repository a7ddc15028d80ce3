import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile, TEST_USER_ID } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const users = [
  {
    id: TEST_USER_ID,
    email: 'marco.rossi@example.com',
    first_name: 'Marco',
    last_name: 'Rossi',
    role: 'admin',
    status: 'active',
    avatar_url: null,
    team_id: null,
    created_at: '2025-01-01T00:00:00Z',
  },
  {
    id: '0b7d4a4e-2f7e-4a55-9d0c-5a7d3c2b1e00',
    email: 'sara@example.com',
    first_name: 'Sara',
    last_name: 'Colombo',
    role: 'player',
    status: 'active',
    avatar_url: null,
    team_id: null,
    created_at: '2025-02-01T00:00:00Z',
  },
];

function serveUsers() {
  server.use(
    http.post(rest('rpc/admin_list_users'), () =>
      HttpResponse.json(users, { headers: { 'Content-Range': `0-1/${users.length}` } }),
    ),
    http.get(rest('teams'), () => HttpResponse.json([{ id: 3, name: 'Real Oratorio' }])),
  );
}

// Whole-app renders with dialogs are slow in jsdom when test files run in parallel.
describe('/admin/users', { timeout: 30_000 }, () => {
  it.each(['editor', 'captain', 'player'] as const)('denies access to a %s', async (role) => {
    signedInAs(testProfile({ role }));
    renderApp('/admin/users');
    const denied = await screen.findByRole('alert');
    expect(denied).toHaveTextContent('Accesso negato');
    expect(denied).toHaveTextContent(
      'Non hai i permessi necessari per visualizzare questa pagina.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists name, email, role and status for an admin', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    serveUsers();
    renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Utenti' });
    const sara = (await within(table).findByText('Sara Colombo')).closest('tr')!;
    expect(within(sara).getByText('sara@example.com')).toBeInTheDocument();
    expect(within(sara).getByText('Giocatore')).toBeInTheDocument();
    expect(within(sara).getByText('Attivo')).toBeInTheDocument();
    // No block button on one's own row.
    expect(screen.queryByRole('button', { name: 'Blocca Marco Rossi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blocca Sara Colombo' })).toBeInTheDocument();
  });

  it('shows the backend refusal when an admin tries to demote himself', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    serveUsers();
    server.use(
      http.post(rest('rpc/admin_set_user_role'), () =>
        HttpResponse.json(
          {
            code: 'P0001',
            message: 'You cannot demote your own admin account.',
            details: null,
            hint: null,
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Cambia ruolo di Marco Rossi' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Ruolo' }));
    await user.click(await screen.findByRole('option', { name: 'Redattore' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Non puoi declassare il tuo account amministratore.'),
    ).toBeInTheDocument();
    // The choice is kept for another try.
    expect(within(dialog).getByRole('combobox', { name: 'Ruolo' })).toHaveTextContent('Redattore');
  });

  it('asks for a team before making someone captain', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    serveUsers();
    let body: unknown;
    server.use(
      http.post(rest('rpc/admin_set_user_role'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...users[1], role: 'captain', team_id: 3 });
      }),
    );
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Cambia ruolo di Sara Colombo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Ruolo' }));
    await user.click(await screen.findByRole('option', { name: 'Capitano' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Un capitano deve avere una squadra'),
    ).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.click(within(dialog).getByRole('combobox', { name: 'Squadra' }));
    await user.click(await screen.findByRole('option', { name: 'Real Oratorio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Ruolo di Sara Colombo aggiornato.')).toBeInTheDocument();
    expect(body).toEqual({ p_user_id: users[1]!.id, p_role: 'captain', p_team_id: 3 });
  });

  it('blocks a user after a confirmation', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    serveUsers();
    let body: unknown;
    server.use(
      http.post(rest('rpc/admin_set_user_status'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...users[1], status: 'blocked' });
      }),
    );
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Blocca Sara Colombo' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('non potrà più scrivere nulla');
    await user.click(within(confirm).getByRole('button', { name: 'Blocca' }));
    expect(await screen.findByText('Sara Colombo è stato bloccato.')).toBeInTheDocument();
    expect(body).toEqual({ p_user_id: users[1]!.id, p_status: 'blocked' });
  });
});
