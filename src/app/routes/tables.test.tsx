import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { referenceHandlers, rpcArgs, serverError, standing, teams } from '@/test/league-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function league({ locked = false } = {}) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    ...referenceHandlers(),
    http.post(rest('rpc/standings_table'), async ({ request }) => {
      calls.push(await rpcArgs(request));
      return HttpResponse.json({
        locked,
        rows: [
          standing(1, teams.sanLuigi, 28, ['W', 'W', 'D', 'L', 'W']),
          standing(2, teams.sanRocco, 23),
          standing(3, teams.santAnna, 20),
        ],
      });
    }),
  );
  return calls;
}

describe('/tables', () => {
  it('shows the main competition and latest season by default, with every column', async () => {
    const calls = league();
    renderApp('/tables');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Classifiche' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Classifica Serie A 2026/27' });
    expect(calls).toEqual([{ p_competition_id: 1, p_season_id: 2 }]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // Points twice: after the team on a phone, after the goals on wider screens (CSS shows one).
    expect(headers).toEqual([
      'PosPosizione',
      'Squadra',
      'PtPunti',
      'GPartite giocate',
      'VVinte',
      'NPareggiate',
      'PPerse',
      'GFGol fatti',
      'GSGol subiti',
      'DRDifferenza reti',
      'PtPunti',
      'Forma',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Oratorio San Luigi');
    expect(within(rows[0]!).getByRole('link', { name: 'Oratorio San Luigi' })).toHaveAttribute(
      'href',
      '/teams/1',
    );
    expect(rows[0]).toHaveTextContent('+28');
    expect(
      within(rows[0]!).getByRole('img', {
        name: 'Ultime 5 partite: vittoria, vittoria, pareggio, sconfitta, vittoria',
      }),
    ).toHaveTextContent('VVNPV');
    expect(screen.getByText(/punti negli scontri diretti/)).toBeInTheDocument();
    expect(screen.queryByText(/bloccata/)).not.toBeInTheDocument();
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
  });

  it('reads the competition and season from the URL', async () => {
    const calls = league();
    renderApp('/tables?competition=serie-b&season=1');
    expect(
      await screen.findByRole('table', { name: 'Classifica Serie B 2025/26' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ p_competition_id: 2, p_season_id: 1 }]);
    expect(screen.getByRole('combobox', { name: 'Competizione' })).toHaveDisplayValue('Serie B');
    expect(screen.getByRole('combobox', { name: 'Stagione' })).toHaveDisplayValue('2025/26');
  });

  it('puts a new choice in the URL and loads that table', async () => {
    const calls = league();
    const { router, user } = renderApp('/tables');
    await screen.findByRole('table', { name: 'Classifica Serie A 2026/27' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stagione' }), '2025/26');
    expect(
      await screen.findByRole('table', { name: 'Classifica Serie A 2025/26' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?season=1');
    expect(calls.at(-1)).toEqual({ p_competition_id: 1, p_season_id: 1 });
  });

  it('shows the locked notice with a link to the bracket', async () => {
    league({ locked: true });
    renderApp('/tables?season=1');
    const link = await screen.findByRole('link', { name: 'Vai al tabellone playoff' });
    expect(link).toHaveAttribute('href', '/playoffs/1/1');
    expect(screen.getByText('Classifica della stagione regolare bloccata.')).toBeInTheDocument();
  });

  it('says when there is no data', async () => {
    league();
    server.use(
      http.post(rest('rpc/standings_table'), () => HttpResponse.json({ locked: false, rows: [] })),
    );
    renderApp('/tables');
    expect(await screen.findByText('Nessun dato disponibile')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "Error loading tables" in English when the table fails', async () => {
    await i18n.changeLanguage('en');
    league();
    server.use(http.post(rest('rpc/standings_table'), () => serverError()));
    renderApp('/tables');
    expect(await screen.findByText('Error loading tables')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tables' })).toBeInTheDocument();
  });

  it('keeps skeletons flagged with data-loading while the table loads', async () => {
    league();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(rest('rpc/standings_table'), async () => {
        await gate;
        return HttpResponse.json({ locked: false, rows: [standing(1, teams.sanLuigi, 3)] });
      }),
    );
    renderApp('/tables');
    await screen.findByRole('heading', { level: 1, name: 'Classifiche' });
    await waitFor(() => expect(document.querySelector('[data-loading="true"]')).not.toBeNull());
    release();
    await screen.findByRole('table', { name: 'Classifica Serie A 2026/27' });
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
  });
});
