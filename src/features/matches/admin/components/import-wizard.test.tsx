import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

const teams = [
  { id: 1, name: 'Aurora Redona' },
  { id: 2, name: 'Città Nuova' },
  { id: 3, name: 'Pro Loreto' },
];

function adminWithBackend({ commitError }: { commitError?: string } = {}) {
  signedInAs(testProfile({ role: 'admin' }));
  const commits: unknown[] = [];
  server.use(
    http.get(rest('teams'), () => HttpResponse.json(teams)),
    http.get(rest('venues'), () => HttpResponse.json([{ id: 10, name: 'PalaCalcetto' }])),
    http.get(rest('competitions'), () => HttpResponse.json([{ id: 1, name: 'Serie A' }])),
    http.get(rest('seasons'), () => HttpResponse.json([{ id: 2, name: '2026/27' }])),
    http.post(rest('rpc/import_fixtures'), async ({ request }) => {
      commits.push(await request.json());
      return commitError
        ? HttpResponse.json({ code: '22023', message: commitError }, { status: 400 })
        : HttpResponse.json(2);
    }),
  );
  return commits;
}

const csv = (text: string, name = 'partite.csv') => new File([text], name, { type: 'text/csv' });

const goodAndBad = csv(
  [
    'Squadra casa;Squadra ospite;Data;Arbitro;Gol casa;Gol ospite;Campo',
    'AURORA REDONA;citta nuova;21/11/2026 20:30;Pro Loreto;;;palacalcetto',
    'Pro Loreto;Aurora Redona;28/11/2026 21:00;;2;1;',
    'Squadra Fantasma;Aurora Redona;28/11/2026 21:00;;;;',
    'Pro Loreto;Pro Loreto;28/11/2026 21:00;;;;',
    'Pro Loreto;Città Nuova;2026-11-28;Città Nuova;1;;Stadio',
  ].join('\n'),
);

describe('fixture import wizard', { timeout: 30_000 }, () => {
  it('uploads, maps, previews every error and imports only the valid rows', async () => {
    const commits = adminWithBackend();
    const { user } = renderApp('/admin/fixtures/import');
    await user.upload(await screen.findByLabelText('File delle partite'), goodAndBad);

    // Step 2: the Italian headers are already mapped.
    expect(await screen.findByText('partite.csv: 5 righe di dati')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Squadra di casa/ })).toHaveTextContent(
      'Squadra casa',
    );
    expect(screen.getByRole('combobox', { name: 'Campo' })).toHaveTextContent('Campo');
    expect(screen.getByRole('combobox', { name: 'Stagione' })).toHaveTextContent(
      'Non presente nel file',
    );
    await user.click(screen.getByRole('button', { name: 'Avanti' }));

    // Step 3: two valid rows, every error listed.
    expect(await screen.findByText('Partite valide: 2. Righe con errori: 3.')).toBeInTheDocument();
    for (const message of [
      'Squadra di casa non trovata',
      'Le squadre devono essere diverse',
      'Data non valida (formato atteso GG/MM/AAAA HH:mm)',
      "L'arbitro non può essere una delle due squadre",
      'I punteggi sono obbligatori per le partite concluse',
      'Campo non trovato',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importa 2 partite' }));
    expect(await screen.findByText('Sono state importate 2 partite.')).toBeInTheDocument();
    expect(screen.getByText('3 righe con errori sono state scartate.')).toBeInTheDocument();
    expect(commits).toEqual([
      {
        p_rows: [
          {
            home_team_id: 1,
            away_team_id: 2,
            referee_team_id: 3,
            venue_id: 10,
            competition_id: null,
            season_id: null,
            match_date: '2026-11-21T19:30:00.000Z',
            home_score: null,
            away_score: null,
          },
          {
            home_team_id: 3,
            away_team_id: 1,
            referee_team_id: null,
            venue_id: null,
            competition_id: null,
            season_id: null,
            match_date: '2026-11-28T20:00:00.000Z',
            home_score: 2,
            away_score: 1,
          },
        ],
      },
    ]);
  });

  it('goes back from the preview to the mapping and from the mapping to the upload', async () => {
    adminWithBackend();
    const { user } = renderApp('/admin/fixtures/import');
    await user.upload(await screen.findByLabelText('File delle partite'), goodAndBad);
    await user.click(await screen.findByRole('button', { name: 'Avanti' }));
    await screen.findByText(/Partite valide/);
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    // The mapping can change: without the venue column, the venue error disappears.
    await user.click(await screen.findByRole('combobox', { name: 'Campo' }));
    await user.click(await screen.findByRole('option', { name: 'Non presente nel file' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByText(/Partite valide/);
    expect(screen.queryByText('Campo non trovato')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    await user.click(await screen.findByRole('button', { name: 'Indietro' }));
    expect(await screen.findByLabelText('File delle partite')).toBeInTheDocument();
  });

  it('cannot go on without the required columns', async () => {
    adminWithBackend();
    const { user } = renderApp('/admin/fixtures/import');
    await user.upload(
      await screen.findByLabelText('File delle partite'),
      csv('Casa,Quando\nAurora Redona,21/11/2026 20:30'),
    );
    expect(
      await screen.findByText('Abbina le colonne obbligatorie: Squadra ospite, Data e ora.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeDisabled();
  });

  it('says when no row is valid and offers nothing to import', async () => {
    const commits = adminWithBackend();
    const { user } = renderApp('/admin/fixtures/import');
    await user.upload(
      await screen.findByLabelText('File delle partite'),
      csv('home_team_name,away_team_name,match_date\nNessuno,Niente,ieri'),
    );
    await user.click(await screen.findByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Nessuna partita valida da importare.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importa 0 partite' })).toBeDisabled();
    expect(commits).toEqual([]);
  });

  it.each([
    [
      'a file of another type',
      new File(['%PDF'], 'partite.pdf'),
      'Impossibile leggere il file (deve essere .xlsx o .csv).',
    ],
    [
      'a corrupt .xlsx',
      new File(['not a zip at all'], 'partite.xlsx'),
      'Impossibile leggere il file (deve essere .xlsx o .csv).',
    ],
    ['an empty file', csv(''), 'Il file è vuoto o non contiene dati validi.'],
    [
      'a file over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.csv'),
      'Il file è troppo grande (massimo 5 MB).',
    ],
  ])('refuses %s with a message and stays on the upload step', async (_case, file, message) => {
    adminWithBackend();
    renderApp('/admin/fixtures/import');
    const input = await screen.findByLabelText('File delle partite');
    // The accept attribute hides other types in the picker; a drop or "all files" still gets one.
    await userEvent.setup({ applyAccept: false }).upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Avanti' })).not.toBeInTheDocument();
  });

  it('keeps the preview when the commit fails, showing the server message', async () => {
    adminWithBackend({ commitError: 'Row 1: home team not found.' });
    const { user } = renderApp('/admin/fixtures/import');
    await user.upload(await screen.findByLabelText('File delle partite'), goodAndBad);
    await user.click(await screen.findByRole('button', { name: 'Avanti' }));
    await user.click(await screen.findByRole('button', { name: 'Importa 2 partite' }));
    expect(await screen.findByText('Row 1: home team not found.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Importa 2 partite' })).toBeEnabled(),
    );
    expect(screen.getByText('Partite valide: 2. Righe con errori: 3.')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 1 }));
    renderApp('/admin/fixtures/import');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText('File delle partite')).not.toBeInTheDocument();
  });
});
