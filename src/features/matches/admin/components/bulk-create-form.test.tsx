import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

const teams = ['Aurora', 'Brembo', 'Celadina', 'Dalmine', 'Ello'].map((name, i) => ({
  id: i + 1,
  name,
  venue_id: 100 + i,
}));

function adminWithBackend() {
  signedInAs(testProfile({ role: 'admin' }));
  const inserts: unknown[] = [];
  server.use(
    http.get(rest('teams'), () => HttpResponse.json(teams)),
    http.get(rest('competitions'), () => HttpResponse.json([{ id: 1, name: 'Serie A' }])),
    http.get(rest('seasons'), () => HttpResponse.json([{ id: 2, name: '2026/27' }])),
    http.get(rest('competition_seasons'), () =>
      HttpResponse.json([{ competition_id: 1, season_id: 2, mode: { legs: 2 } }]),
    ),
    // Four of the five teams are registered for Serie A 2026/27.
    http.get(rest('competition_season_teams'), () =>
      HttpResponse.json(teams.slice(0, 4).map(({ id, name }) => ({ team: { id, name } }))),
    ),
    http.post(rest('matches'), async ({ request }) => {
      const body = (await request.json()) as unknown[];
      inserts.push(body);
      return HttpResponse.json(
        body.map((_, i) => ({ id: i + 1 })),
        { status: 201 },
      );
    }),
  );
  return inserts;
}

describe('bulk create', { timeout: 30_000 }, () => {
  it('proposes the season teams and legs, previews, and saves the calendar in one request', async () => {
    const inserts = adminWithBackend();
    const { user, router } = renderApp('/admin/fixtures/new/bulk');
    await user.click(await screen.findByRole('combobox', { name: 'Competizione (facoltativa)' }));
    await user.click(await screen.findByRole('option', { name: 'Serie A' }));
    await user.click(screen.getByRole('combobox', { name: 'Stagione (facoltativa)' }));
    await user.click(await screen.findByRole('option', { name: '2026/27' }));
    expect(await screen.findByText('4 squadre scelte')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Formula' })).toHaveTextContent('Andata e ritorno');
    expect(screen.getByText('Compila il modulo per vedere il calendario.')).toBeInTheDocument();

    // 2026-09-01 is a Tuesday; the default weekday is Monday.
    fireEvent.change(screen.getByLabelText('Data di inizio'), { target: { value: '2026-09-01' } });
    expect(await screen.findByText('6 giornate, 12 partite.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fixtures'));
    expect(inserts).toHaveLength(1);
    const rows = inserts[0] as Record<string, unknown>[];
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({
      round: 1,
      competition_id: 1,
      season_id: 2,
      status: 'scheduled',
      // Monday 7 September 2026, 20:30 in Rome.
      match_date: '2026-09-07T18:30:00.000Z',
    });
    expect(rows.every((r) => r.venue_id === 100 + (r.home_team_id as number) - 1)).toBe(true);
  });

  it('needs at least two teams', async () => {
    const inserts = adminWithBackend();
    const { user } = renderApp('/admin/fixtures/new/bulk');
    await user.click(await screen.findByRole('checkbox', { name: 'Aurora' }));
    fireEvent.change(screen.getByLabelText('Data di inizio'), { target: { value: '2026-09-01' } });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Scegli almeno due squadre')).toBeInTheDocument();
    expect(inserts).toEqual([]);
  });

  it('shows the resting team with an odd count', async () => {
    adminWithBackend();
    const { user } = renderApp('/admin/fixtures/new/bulk');
    await user.click(await screen.findByRole('button', { name: 'Seleziona tutte' }));
    fireEvent.change(screen.getByLabelText('Data di inizio'), { target: { value: '2026-09-01' } });
    expect(await screen.findByText('5 giornate, 10 partite.')).toBeInTheDocument();
    expect(screen.getAllByText(/^Riposa: /)).toHaveLength(5);
  });
});
