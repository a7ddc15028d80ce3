import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const teams = [
  { id: 1, name: 'Aquile', parish: 'San Rocco', colors: [], logo_url: null, venue: null },
  {
    id: 2,
    name: 'Leoni',
    parish: null,
    colors: [],
    logo_url: null,
    venue: { id: 4, name: 'Oratorio' },
  },
];

function serveTeams() {
  server.use(
    http.get(rest('teams'), () =>
      HttpResponse.json(teams, { headers: { 'Content-Range': `0-1/${teams.length}` } }),
    ),
  );
}

describe('/admin/teams', () => {
  it('lets an admin create, edit and delete every team', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    serveTeams();
    const { user } = renderApp('/admin/teams');
    const table = await screen.findByRole('table', { name: 'Squadre' });
    expect(await within(table).findByRole('link', { name: 'Leoni' })).toHaveAttribute(
      'href',
      '/admin/teams/2',
    );
    expect(within(table).getByText('Oratorio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuova squadra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifica «Aquile»' })).toHaveAttribute(
      'href',
      '/admin/teams/1/edit',
    );

    await user.click(screen.getByRole('button', { name: 'Elimina «Leoni»' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'vengono eliminati anche i suoi giocatori',
    );
  });

  it('lets a captain edit his own team only, and delete none', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 2 }));
    serveTeams();
    renderApp('/admin/teams');
    expect(await screen.findByRole('link', { name: 'Modifica «Leoni»' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifica «Aquile»' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuova squadra' })).not.toBeInTheDocument();
  });
});
