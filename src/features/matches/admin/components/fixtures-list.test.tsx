import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

const row = (id: number, home: string, away: string, status = 'scheduled') => ({
  id,
  match_date: '2026-11-21T19:30:00Z',
  status,
  home_score: null,
  away_score: null,
  round: 1,
  home_team: { id: id * 10, name: home },
  away_team: { id: id * 10 + 1, name: away },
  referee_team: null,
  venue: { id: 5, name: 'PalaCalcetto' },
  competition: { id: 1, name: 'Serie A' },
  season: { id: 2, name: '2026/27' },
});

function withList(profile: Parameters<typeof testProfile>[0]) {
  signedInAs(testProfile(profile));
  const listUrls: string[] = [];
  const patches: { url: string; body: unknown }[] = [];
  server.use(
    http.get(rest('matches'), ({ request }) => {
      listUrls.push(decodeURIComponent(request.url));
      return HttpResponse.json(
        [row(1, 'Aurora Redona', 'Città Nuova'), row(2, 'Pro Loreto', 'Audax')],
        {
          headers: { 'Content-Range': '0-1/2' },
        },
      );
    }),
    http.get(rest('teams'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('name') ? [{ id: 7 }, { id: 8 }] : [],
      ),
    ),
    http.patch(rest('matches'), async ({ request }) => {
      patches.push({ url: decodeURIComponent(request.url), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { listUrls, patches };
}

describe('fixtures list', { timeout: 30_000 }, () => {
  it('searches team and venue names on the server and pages with an exact count', async () => {
    const { listUrls } = withList({ role: 'admin' });
    renderApp('/admin/fixtures?q=aurora');
    expect(await screen.findByText('Aurora Redona')).toBeInTheDocument();
    expect(screen.getByText('1–2 di 2')).toBeInTheDocument();
    const url = listUrls.at(-1)!;
    expect(url).toContain('or=(home_team_id.in.(7,8),away_team_id.in.(7,8))');
    expect(url).toContain('order=match_date.desc');
  });

  it('sets a status on the selected matches in one request', async () => {
    const { patches } = withList({ role: 'admin' });
    const { user } = renderApp('/admin/fixtures');
    await screen.findByText('Aurora Redona');
    const boxes = screen.getAllByRole('checkbox', { name: 'Seleziona la riga' });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    expect(screen.getAllByText('2 partite selezionate').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Cambia stato' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Imposta «Annullata»' }));
    expect(await screen.findByText('Stato aggiornato per 2 partite.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ status: 'cancelled' });
    expect(patches[0]!.url).toContain('id=in.(1,2)');
    await waitFor(() =>
      expect(screen.queryByText('2 partite selezionate')).not.toBeInTheDocument(),
    );
  });

  it('gives a captain his team only, without import, export, creation or selection', async () => {
    const { listUrls } = withList({ role: 'captain', team_id: 4 });
    renderApp('/admin/fixtures');
    await screen.findByText('Aurora Redona');
    expect(listUrls.at(-1)).toContain('or=(home_team_id.eq.4,away_team_id.eq.4)');
    expect(screen.queryByRole('link', { name: 'Importa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Esporta in Excel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuova partita' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says there is nothing to export when the filters find no match', async () => {
    withList({ role: 'admin' });
    server.use(
      http.get(rest('matches'), () =>
        HttpResponse.json([], { headers: { 'Content-Range': '*/0' } }),
      ),
    );
    const { user } = renderApp('/admin/fixtures?status=postponed');
    expect(await screen.findByText('Nessuna partita corrisponde ai filtri.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Esporta in Excel' }));
    expect(await screen.findByText('Nessuna partita da esportare.')).toBeInTheDocument();
  });
});
