import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

const fixture = {
  id: 5,
  match_date: '2026-11-21T19:30:00Z',
  status: 'scheduled',
  home_score: null,
  away_score: null,
  round: 3,
  home_team_id: 1,
  away_team_id: 2,
  referee_team_id: null,
  venue_id: null,
  competition_id: 1,
  season_id: 2,
  home_team: { id: 1, name: 'Aurora Redona' },
  away_team: { id: 2, name: 'Città Nuova' },
  referee_team: null,
  venue: null,
  competition: { id: 1, name: 'Serie A' },
  season: { id: 2, name: '2026/27' },
  goals: [
    {
      id: 900,
      team_id: 2,
      player_id: 21,
      minute: 12,
      own_goal: false,
      player: { id: 21, first_name: 'Luca', last_name: 'Bianchi' },
    },
  ],
};

const players = [
  { id: 11, first_name: 'Marco', last_name: 'Rossi', jersey_number: 9, team_id: 1 },
  { id: 21, first_name: 'Luca', last_name: 'Bianchi', jersey_number: 10, team_id: 2 },
];

function withMatch(profile: Parameters<typeof testProfile>[0]) {
  signedInAs(testProfile(profile));
  const writes: { method: string; table: string; body: unknown; url: string }[] = [];
  const record =
    (table: string, answer: { id: number }[] | null) =>
    async ({ request }: { request: Request }) => {
      writes.push({
        method: request.method,
        table,
        url: decodeURIComponent(request.url),
        body: request.method === 'DELETE' ? null : await request.json(),
      });
      return HttpResponse.json(answer);
    };
  server.use(
    http.get(rest('matches'), () => HttpResponse.json(fixture)),
    http.get(rest('players'), () => HttpResponse.json(players)),
    http.post(rest('rpc/save_result'), record('rpc/save_result', null)),
    // Direct table writes are recorded too: a save must never take more than the one call.
    http.patch(rest('matches'), record('matches', [{ id: 5 }])),
    http.post(rest('goals'), record('goals', [])),
    http.delete(rest('goals'), record('goals', [])),
  );
  return writes;
}

describe('result form', { timeout: 30_000 }, () => {
  it('lets a captain of the home team set only ongoing or completed', async () => {
    withMatch({ role: 'captain', team_id: 1 });
    const { user } = renderApp('/admin/fixtures/5');
    const status = await screen.findByRole('combobox', { name: 'Stato' });
    // A scheduled match opens as completed: entering a result means it was played.
    expect(status).toHaveTextContent('Conclusa');
    await user.click(status);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['In corso', 'Conclusa']);
    expect(screen.queryByRole('link', { name: 'Modifica' })).not.toBeInTheDocument();
  });

  it('tells a captain of another team that the match is not his', async () => {
    withMatch({ role: 'captain', team_id: 99 });
    renderApp('/admin/fixtures/5');
    expect(
      await screen.findByText('Puoi inserire i risultati solo delle partite della tua squadra.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
  });

  it('blocks more goals than the score and asks for scores of a completed match', async () => {
    const writes = withMatch({ role: 'admin' });
    const { user } = renderApp('/admin/fixtures/5');
    await screen.findByRole('group', { name: 'Gol 1' });
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Conclusa' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('I punteggi sono obbligatori per le partite concluse'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Gol casa/), '1');
    await user.type(screen.getByLabelText(/^Gol ospite/), '0');
    expect(
      await screen.findByText('I gol di Città Nuova (1) superano il punteggio (0)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(writes).toEqual([]);
  });

  it('saves score, status and the full list of scorers in one call', async () => {
    const writes = withMatch({ role: 'captain', team_id: 2 });
    const { user } = renderApp('/admin/fixtures/5');
    await screen.findByRole('group', { name: 'Gol 1' });
    await user.type(screen.getByLabelText(/^Gol casa/), '1');
    await user.type(screen.getByLabelText(/^Gol ospite/), '0');
    // The away goal goes; a home goal by Rossi at 30' comes.
    await user.click(screen.getByRole('button', { name: 'Rimuovi gol 1' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi gol' }));
    const goal = screen.getByRole('group', { name: 'Gol 1' });
    await user.click(within(goal).getByRole('combobox', { name: 'Giocatore' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // Home goal: the home squad only.
    expect(options).toEqual(['Non indicato', 'Rossi Marco (9)']);
    await user.click(screen.getByRole('option', { name: 'Rossi Marco (9)' }));
    await user.type(within(goal).getByLabelText('Minuto'), '30');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Risultato salvato.')).toBeInTheDocument();
    // The removed goal is simply not in the list: the server replaces the match's goals.
    expect(writes.map(({ method, table, body }) => ({ method, table, body }))).toEqual([
      {
        method: 'POST',
        table: 'rpc/save_result',
        body: {
          p_match_id: 5,
          p_status: 'completed',
          p_home_score: 1,
          p_away_score: 0,
          p_goals: [{ team_id: 1, player_id: 11, minute: 30, own_goal: false }],
        },
      },
    ]);
  });

  it('saves a match not played without scores, once its scorers are removed', async () => {
    const writes = withMatch({ role: 'admin' });
    const { user } = renderApp('/admin/fixtures/5');
    await screen.findByRole('group', { name: 'Gol 1' });
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Rinviata' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    // The database refuses goals of a match not played: the form says so first.
    expect(
      await screen.findByText('Solo una partita in corso o conclusa può avere marcatori'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rimuovi gol 1' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Risultato salvato.')).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([
      { p_match_id: 5, p_status: 'postponed', p_goals: [] },
    ]);
  });

  it('asks for the score before the scorers of a match being played', async () => {
    const writes = withMatch({ role: 'captain', team_id: 2 });
    const { user } = renderApp('/admin/fixtures/5');
    await screen.findByRole('group', { name: 'Gol 1' });
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'In corso' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Inserisci il risultato prima dei marcatori'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("explains the server's refusal in the user's language and keeps the form", async () => {
    withMatch({ role: 'captain', team_id: 1 });
    server.use(
      http.post(rest('rpc/save_result'), () =>
        HttpResponse.json(
          {
            code: '23514',
            message: 'A scorer does not play for the team of the goal.',
            details: null,
            hint: null,
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/admin/fixtures/5');
    await screen.findByRole('group', { name: 'Gol 1' });
    await user.type(screen.getByLabelText(/^Gol casa/), '0');
    await user.type(screen.getByLabelText(/^Gol ospite/), '1');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText(
        'Un marcatore non gioca nella squadra del suo gol (per un autogol, nella squadra avversaria): nulla è stato salvato.',
      ),
    ).toBeInTheDocument();
    // The form keeps what was typed, ready to be corrected and saved again.
    expect(screen.getByLabelText(/^Gol ospite/)).toHaveValue('1');
    expect(screen.getByRole('group', { name: 'Gol 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });

  it('lists the other squad for an own goal', async () => {
    withMatch({ role: 'admin' });
    const { user } = renderApp('/admin/fixtures/5');
    await user.click(await screen.findByRole('button', { name: 'Aggiungi gol' }));
    const goal = screen.getByRole('group', { name: 'Gol 2' });
    await user.click(within(goal).getByRole('checkbox', { name: 'Autogol' }));
    await user.click(within(goal).getByRole('combobox', { name: 'Giocatore' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Non indicato', 'Bianchi Luca (10)']);
  });
});
