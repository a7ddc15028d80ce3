import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  bracketHandler,
  referenceHandlers,
  rpcArgs,
  standing,
  teams,
} from '@/test/league-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function league() {
  const calls: Record<string, Record<string, unknown>[]> = {
    standings: [],
    top_scorers: [],
    honors: [],
  };
  server.use(
    http.get(rest('honors'), ({ request }) => {
      calls.honors!.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json([
        {
          id: 5,
          achievement: 'Campioni',
          team: { id: 2, name: 'Virtus San Rocco', logo_url: null, colors: null },
        },
      ]);
    }),
    ...referenceHandlers(),
    bracketHandler([{ id: 1, competition_id: 1, season_id: 1, match_ids: [11901, 11902, 11903] }]),
    http.post(rest('rpc/standings_table'), async ({ request }) => {
      calls.standings!.push(await rpcArgs(request));
      return HttpResponse.json({
        locked: true,
        rows: [standing(1, teams.sanRocco, 56), standing(2, teams.sanLuigi, 53)],
      });
    }),
    http.post(rest('rpc/top_scorers'), async ({ request }) => {
      calls.top_scorers!.push(await rpcArgs(request));
      return HttpResponse.json([
        {
          position: 1,
          player_id: 201,
          first_name: 'Federico',
          last_name: 'Grasso',
          photo_url: null,
          team_id: 2,
          team_name: 'Virtus San Rocco',
          team_logo_url: null,
          goals: 25,
        },
      ]);
    }),
  );
  return calls;
}

describe('/season/:year/:competition/:division', () => {
  it("shows the season's final table, top scorers and bracket link", async () => {
    const calls = league();
    renderApp('/season/2025/serie-a/girone-unico');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Serie A · stagione 2025/26' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Classifica Serie A 2025/26' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Federico Grasso' })).toHaveAttribute(
      'href',
      '/players/201',
    );
    const bracketLinks = await screen.findAllByRole('link', { name: 'Vai al tabellone playoff' });
    expect(bracketLinks.every((a) => a.getAttribute('href') === '/playoffs/1/1')).toBe(true);
    expect(calls.standings).toEqual([{ p_competition_id: 1, p_season_id: 1 }]);
    expect(calls.top_scorers).toEqual([{ p_competition_id: 1, p_season_id: 1 }]);
  });

  it("lists the season's honors with their teams", async () => {
    const calls = league();
    renderApp('/season/2025/serie-a/girone-unico');
    const honors = await screen.findByRole('region', { name: 'Albo d’oro' });
    expect(await within(honors).findByText('Campioni')).toBeInTheDocument();
    expect(within(honors).getByRole('link', { name: 'Virtus San Rocco' })).toHaveAttribute(
      'href',
      '/teams/2',
    );
    expect(calls.honors).toEqual([
      expect.objectContaining({ competition_id: 'eq.1', season_id: 'eq.1' }),
    ]);
  });

  it.each([
    ['an unknown year', '/season/2019/serie-a/girone-unico'],
    ['an unknown competition', '/season/2025/serie-z/girone-unico'],
    ['an unknown division', '/season/2025/serie-a/girone-b'],
  ])('shows the not-found state for %s', async (_, path) => {
    const calls = league();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stagione non trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alle classifiche' })).toHaveAttribute(
      'href',
      '/tables',
    );
    expect(calls.standings).toEqual([]);
  });

  it('is linked from the tables page', async () => {
    league();
    renderApp('/tables?season=1');
    expect(
      await screen.findByRole('link', { name: 'Archivio di questa stagione' }),
    ).toHaveAttribute('href', '/season/2025/serie-a/girone-unico');
  });
});
