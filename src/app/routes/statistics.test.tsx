import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { referenceHandlers, rpcArgs, serverError } from '@/test/league-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const scorer = (position: number, id: number, first: string, last: string, goals: number) => ({
  position,
  player_id: id,
  first_name: first,
  last_name: last,
  photo_url: null,
  team_id: 1,
  team_name: 'Oratorio San Luigi',
  team_logo_url: null,
  goals,
});

describe('/statistics', () => {
  it('lists the top scorers of the default competition and season', async () => {
    const calls: Record<string, unknown>[] = [];
    server.use(
      ...referenceHandlers(),
      http.post(rest('rpc/top_scorers'), async ({ request }) => {
        calls.push(await rpcArgs(request));
        return HttpResponse.json([
          scorer(1, 110, 'Alberto', 'Gatti', 14),
          scorer(2, 108, 'Stefano', 'Ferrara', 11),
          scorer(2, 104, 'Filippo', 'Villa', 11),
        ]);
      }),
    );
    renderApp('/statistics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistiche' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Classifica marcatori Serie A 2026/27',
    });
    expect(calls).toEqual([{ p_competition_id: 1, p_season_id: 2 }]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['PosPosizione', 'Giocatore', 'Squadra', 'Gol']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => {
      const [position, , , goals] = [...row.querySelectorAll('td, th')].map((c) => c.textContent);
      const [player, team] = within(row)
        .getAllByRole('link')
        .map((link) => link.textContent);
      return [position, player, team, goals];
    });
    // Players level on goals share a position.
    expect(cells).toEqual([
      ['1', 'Alberto Gatti', 'OSOratorio San Luigi', '14'],
      ['2', 'Stefano Ferrara', 'OSOratorio San Luigi', '11'],
      ['2', 'Filippo Villa', 'OSOratorio San Luigi', '11'],
    ]);
    expect(screen.getByRole('link', { name: 'Alberto Gatti' })).toHaveAttribute(
      'href',
      '/players/110',
    );
  });

  it('follows the competition and season in the URL', async () => {
    const calls: Record<string, unknown>[] = [];
    server.use(
      ...referenceHandlers(),
      http.post(rest('rpc/top_scorers'), async ({ request }) => {
        calls.push(await rpcArgs(request));
        return HttpResponse.json([]);
      }),
    );
    renderApp('/statistics?competition=2&season=1');
    expect(await screen.findByText('Nessun marcatore inserito')).toBeInTheDocument();
    expect(calls).toEqual([{ p_competition_id: 2, p_season_id: 1 }]);
  });

  it('shows a load error', async () => {
    await i18n.changeLanguage('en');
    server.use(
      ...referenceHandlers(),
      http.post(rest('rpc/top_scorers'), () => serverError()),
    );
    renderApp('/statistics');
    expect(await screen.findByText('Error loading data.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
