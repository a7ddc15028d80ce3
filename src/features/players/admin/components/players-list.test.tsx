import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const players = [
  {
    id: 7,
    first_name: 'Luca',
    last_name: 'Bianchi',
    role: 'goalkeeper',
    team_id: 1,
    team: { id: 1, name: 'Aquile' },
  },
  {
    id: 8,
    first_name: 'Paolo',
    last_name: 'Verdi',
    role: null,
    team_id: 2,
    team: { id: 2, name: 'Leoni' },
  },
];

function servePlayers(rows: unknown[] = players) {
  server.use(
    http.get(rest('players'), () =>
      HttpResponse.json(rows, { headers: { 'Content-Range': `0-1/${rows.length}` } }),
    ),
  );
}

describe('/admin/players', () => {
  it('lets a captain import, create and manage the players of his own team only', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 2 }));
    servePlayers();
    renderApp('/admin/players');
    const table = await screen.findByRole('table', { name: 'Giocatori' });
    expect(await within(table).findByRole('link', { name: 'Verdi Paolo' })).toHaveAttribute(
      'href',
      '/admin/players/8',
    );
    expect(screen.getByRole('link', { name: 'Importa' })).toHaveAttribute(
      'href',
      '/admin/players/import',
    );
    expect(screen.getByRole('link', { name: 'Nuovo giocatore' })).toHaveAttribute(
      'href',
      '/admin/players/new',
    );
    expect(screen.getByRole('link', { name: 'Modifica «Paolo Verdi»' })).toHaveAttribute(
      'href',
      '/admin/players/8/edit',
    );
    expect(screen.getByRole('button', { name: 'Elimina «Paolo Verdi»' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifica «Luca Bianchi»' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Elimina «Luca Bianchi»' }),
    ).not.toBeInTheDocument();
  });

  it('offers neither import nor "new" to a captain without a team', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: null }));
    servePlayers([]);
    renderApp('/admin/players');
    expect(await screen.findByText('Nessun giocatore ancora.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Importa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuovo giocatore' })).not.toBeInTheDocument();
  });
});
