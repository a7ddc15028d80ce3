import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const csv = [
  'Nome,Cognome,Squadra,Ruolo,Numero',
  'Luca,Bianchi,aquile,Portiere,1',
  'Marco,Verdi,Real Nowhere,,7',
  'Paolo,Neri,Leoni,attaccante,10',
].join('\n');

// The whole app renders, and the first test also loads SheetJS: allow more than the default.
describe('player import wizard', { timeout: 20_000 }, () => {
  it('uploads, maps, previews with row errors and inserts the valid rows in one request', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    const inserted: unknown[] = [];
    server.use(
      http.get(rest('teams'), () =>
        HttpResponse.json([
          { id: 1, name: 'Aquile' },
          { id: 2, name: 'Leoni' },
        ]),
      ),
      http.get(rest('players'), () =>
        HttpResponse.json([], { headers: { 'Content-Range': '*/0' } }),
      ),
      http.post(rest('players'), async ({ request }) => {
        inserted.push(await request.json());
        return HttpResponse.json([{ id: 1 }, { id: 2 }], { status: 201 });
      }),
    );
    const { user, router } = renderApp('/admin/players/import');
    await user.upload(
      await screen.findByLabelText('File (.xlsx o .csv)', undefined, { timeout: 5000 }),
      new File([csv], 'rosa.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('3 righe trovate nel file.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Squadra' })).toHaveTextContent('Squadra');
    await user.click(screen.getByRole('button', { name: 'Vai all’anteprima' }));

    const table = await screen.findByRole('table', { name: 'Anteprima dell’importazione' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Squadra non trovata');
    expect(rows[1]).toHaveTextContent('Pronto');
    expect(screen.getByText(/2 righe valide, 1 con errori/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importa 2 giocatori' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/players'));
    expect(inserted).toEqual([
      [
        {
          first_name: 'Luca',
          last_name: 'Bianchi',
          team_id: 1,
          role: 'goalkeeper',
          jersey_number: 1,
          nationality: null,
        },
        {
          first_name: 'Paolo',
          last_name: 'Neri',
          team_id: 2,
          role: 'forward',
          jersey_number: 10,
          nationality: null,
        },
      ],
    ]);
  });

  it('refuses a file that is not .xlsx or .csv', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    server.use(http.get(rest('teams'), () => HttpResponse.json([])));
    renderApp('/admin/players/import');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('File (.xlsx o .csv)', undefined, { timeout: 5000 });
    await user.upload(input, new File(['x'], 'rosa.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile leggere il file: deve essere un .xlsx o un .csv.',
    );
  });

  it('says when the file has no data', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    server.use(http.get(rest('teams'), () => HttpResponse.json([])));
    const { user } = renderApp('/admin/players/import');
    await user.upload(
      await screen.findByLabelText('File (.xlsx o .csv)', undefined, { timeout: 5000 }),
      new File(['Nome,Cognome\n'], 'vuoto.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il file è vuoto o non contiene dati validi.',
    );
  });
});
