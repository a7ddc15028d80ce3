import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

const teams = [
  { id: 1, name: 'Aurora Redona', venue_id: null },
  { id: 2, name: 'Città Nuova', venue_id: 10 },
  { id: 3, name: 'Pro Loreto', venue_id: null },
];

function adminWithBackend({ failInsert = false } = {}) {
  signedInAs(testProfile({ role: 'admin' }));
  const inserts: unknown[] = [];
  server.use(
    http.get(rest('teams'), () => HttpResponse.json(teams)),
    http.get(rest('venues'), () => HttpResponse.json([{ id: 10, name: 'PalaCalcetto' }])),
    http.get(rest('competitions'), () => HttpResponse.json([{ id: 1, name: 'Serie A' }])),
    http.get(rest('seasons'), () => HttpResponse.json([{ id: 2, name: '2026/27' }])),
    http.post(rest('matches'), async ({ request }) => {
      inserts.push(await request.json());
      return failInsert
        ? HttpResponse.json(
            { code: '23514', message: 'Il server ha rifiutato la partita' },
            { status: 400 },
          )
        : HttpResponse.json({ id: 77 }, { status: 201 });
    }),
  );
  return inserts;
}

async function pick(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Whole-app renders with Radix selects are slow under parallel runs: allow more than 5 s.
describe('fixture form', { timeout: 30_000 }, () => {
  it('requires competition, season, teams and date, in Italian, and sends nothing', async () => {
    const inserts = adminWithBackend();
    const { user } = renderApp('/admin/fixtures/new');
    await user.click(await screen.findByRole('button', { name: 'Salva' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(5);
    expect(screen.getByRole('combobox', { name: 'Squadra di casa' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(inserts).toEqual([]);
  });

  it('refuses the same team twice and a completed match without scores', async () => {
    const inserts = adminWithBackend();
    const { user } = renderApp('/admin/fixtures/new');
    await pick(user, 'Squadra di casa', 'Città Nuova');
    await pick(user, 'Squadra ospite', 'Città Nuova');
    await pick(user, 'Stato', 'Conclusa');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Le squadre devono essere diverse')).toBeInTheDocument();
    expect(
      screen.getByText('I punteggi sono obbligatori per le partite concluse'),
    ).toBeInTheDocument();
    expect(inserts).toEqual([]);
  });

  it('does not offer the playing teams as referee', async () => {
    adminWithBackend();
    const { user } = renderApp('/admin/fixtures/new');
    await pick(user, 'Squadra di casa', 'Aurora Redona');
    await pick(user, 'Squadra ospite', 'Città Nuova');
    await user.click(screen.getByRole('combobox', { name: 'Squadra arbitro' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Nessuno', 'Pro Loreto']);
  });

  it('saves the kick-off read in Europe/Rome and opens the new match', async () => {
    const inserts = adminWithBackend();
    const { user, router } = renderApp('/admin/fixtures/new');
    await pick(user, 'Competizione', 'Serie A');
    await pick(user, 'Stagione', '2026/27');
    await pick(user, 'Squadra di casa', 'Aurora Redona');
    await pick(user, 'Squadra ospite', 'Città Nuova');
    await pick(user, 'Campo', 'PalaCalcetto');
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Ora'), { target: { value: '21:00' } });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fixtures/77'));
    expect(inserts).toEqual([
      {
        competition_id: 1,
        season_id: 2,
        home_team_id: 1,
        away_team_id: 2,
        referee_team_id: null,
        venue_id: 10,
        // 21:00 in Rome in July (summer time) is 19:00 UTC.
        match_date: '2026-07-01T19:00:00.000Z',
        status: 'scheduled',
        home_score: null,
        away_score: null,
        round: null,
      },
    ]);
  });

  it('keeps what was typed and shows the server error when saving fails', async () => {
    adminWithBackend({ failInsert: true });
    const { user, router } = renderApp('/admin/fixtures/new');
    await pick(user, 'Competizione', 'Serie A');
    await pick(user, 'Stagione', '2026/27');
    await pick(user, 'Squadra di casa', 'Aurora Redona');
    await pick(user, 'Squadra ospite', 'Pro Loreto');
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-11-21' } });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il server ha rifiutato la partita')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/fixtures/new');
    expect(screen.getByRole('combobox', { name: 'Squadra ospite' })).toHaveTextContent(
      'Pro Loreto',
    );
    expect(screen.getByLabelText('Data')).toHaveValue('2026-11-21');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });

  it('is not for captains', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 1 }));
    renderApp('/admin/fixtures/new');
    expect(await screen.findByText(/Access Denied|Accesso negato/)).toBeInTheDocument();
  });
});
