import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The first bytes of a PNG picture: the signature and the start of its header chunk.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

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

  it.each([
    [
      'a file that is not .xlsx or .csv',
      new File(['x'], 'rosa.pdf', { type: 'application/pdf' }),
      'Impossibile leggere il file (deve essere .xlsx o .csv).',
    ],
    [
      'a picture renamed .xlsx',
      new File([PNG], 'rosa.xlsx'),
      'Impossibile leggere il file (deve essere .xlsx o .csv).',
    ],
    [
      'a file over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'rosa.csv', { type: 'text/csv' }),
      'Il file è troppo grande (massimo 5 MB).',
    ],
  ])('refuses %s with a message and stays on the upload step', async (_case, file, message) => {
    signedInAs(testProfile({ role: 'admin' }));
    server.use(http.get(rest('teams'), () => HttpResponse.json([])));
    renderApp('/admin/players/import');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('File (.xlsx o .csv)', undefined, { timeout: 5000 });
    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Vai all’anteprima' })).not.toBeInTheDocument();
  });

  it("reads Excel's Windows-1252 CSV and shows each row at its line in the file", async () => {
    signedInAs(testProfile({ role: 'admin' }));
    server.use(
      http.get(rest('teams'), () => HttpResponse.json([{ id: 1, name: 'Città Alta' }])),
      http.get(rest('players'), () =>
        HttpResponse.json([], { headers: { 'Content-Range': '*/0' } }),
      ),
    );
    const { user } = renderApp('/admin/players/import');
    // 'ò' and 'à' in the ANSI code page are the single bytes 0xF2 and 0xE0; line 3 is blank.
    const ansi = 'Nome;Cognome;Squadra\r\nNiccolò;Rossi;Città Alta\r\n;;\r\nAnna;;Città Alta\r\n';
    await user.upload(
      await screen.findByLabelText('File (.xlsx o .csv)', undefined, { timeout: 5000 }),
      new File([Uint8Array.from(ansi, (char) => char.charCodeAt(0))], 'rosa.csv'),
    );
    expect(await screen.findByText('2 righe trovate nel file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vai all’anteprima' }));

    const table = await screen.findByRole('table', { name: 'Anteprima dell’importazione' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(first).toHaveTextContent('Niccolò Rossi');
    expect(first).toHaveTextContent('Città Alta');
    expect(first).toHaveTextContent('Pronto');
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('4');
    expect(second).toHaveTextContent('Cognome mancante');
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
