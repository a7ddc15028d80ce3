import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  bracketHandler,
  matchSummary,
  referenceHandlers,
  serverError,
  teams,
} from '@/test/league-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const { sanLuigi, sanRocco, santAnna, redona } = teams;

/** Answers every matches request with `rows` and records its query string. */
function matchesReturning(rows: unknown[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    ...referenceHandlers(),
    http.get(rest('competition_season_teams'), () =>
      HttpResponse.json([{ team: sanRocco }, { team: sanLuigi }, { team: santAnna }]),
    ),
    http.get(rest('matches'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(rows);
    }),
  );
  return requests;
}

describe('/matches', () => {
  it('lists upcoming matches of the main competition and latest season, by day in Rome', async () => {
    const requests = matchesReturning([
      matchSummary(21106, sanLuigi, sanRocco, '2026-11-22T19:30:00Z', {
        status: 'ongoing',
        score: [2, 1],
      }),
      // 23:30 UTC on the 22nd is already Monday the 23rd in Rome.
      matchSummary(21111, santAnna, redona, '2026-11-22T23:30:00Z'),
      matchSummary(21112, sanRocco, santAnna, '2026-11-23T20:45:00Z', { status: 'postponed' }),
    ]);
    renderApp('/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partite' })).toBeInTheDocument();
    const sunday = await screen.findByRole('region', {
      name: 'Partite di domenica 22 novembre 2026',
    });
    const monday = screen.getByRole('region', { name: 'Partite di lunedì 23 novembre 2026' });
    expect(within(sunday).getAllByRole('link')).toHaveLength(1);
    expect(within(sunday).getByRole('link')).toHaveAttribute('href', '/matches/21106');
    expect(
      within(sunday).getByText('In corso', { selector: 'span.inline-flex' }),
    ).toBeInTheDocument();
    expect(within(sunday).getByText('20:30')).toBeInTheDocument();
    expect(within(monday).getAllByRole('link')).toHaveLength(2);
    expect(within(monday).getByText('00:30')).toBeInTheDocument();
    expect(
      within(monday).getByText('Rinviata', { selector: 'span.inline-flex' }),
    ).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'In programma' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const query = requests.at(-1)!;
    expect(query.get('competition_id')).toBe('eq.1');
    expect(query.get('season_id')).toBe('eq.2');
    expect(query.get('status')).toBe('neq.completed');
    expect(query.get('order')).toBe('match_date.asc,id.asc');
    expect(query.get('or')).toBeNull();
  });

  it('shows completed matches of one team from the URL, newest first', async () => {
    const requests = matchesReturning([
      matchSummary(21011, sanLuigi, sanRocco, '2026-09-14T18:30:00Z', {
        status: 'completed',
        score: [4, 0],
      }),
    ]);
    renderApp('/matches?competition=serie-a&season=1&tab=completed&team=2');
    expect(
      await screen.findByRole('link', { name: /Oratorio San Luigi.*4.*Virtus San Rocco.*0/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Giocate' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Squadra' })).toHaveDisplayValue(
      'Virtus San Rocco',
    );
    const query = requests.at(-1)!;
    expect(query.get('season_id')).toBe('eq.1');
    expect(query.get('status')).toBe('eq.completed');
    expect(query.get('order')).toBe('match_date.desc,id.asc');
    expect(query.get('or')).toBe('(home_team_id.eq.2,away_team_id.eq.2)');
  });

  it('filters by team through the select, with an "all teams" way back', async () => {
    const requests = matchesReturning([]);
    const { router, user } = renderApp('/matches');
    await screen.findByText('Nessuna partita per i filtri selezionati');
    const filter = screen.getByRole('combobox', { name: 'Squadra' });
    expect(filter).toHaveDisplayValue('Tutte le squadre');
    const options = within(filter).getAllByRole('option');
    // 'All teams' first, then the registered teams by name.
    expect(options.map((o) => o.textContent)).toEqual([
      'Tutte le squadre',
      'Oratorio San Luigi',
      "Polisportiva Sant'Anna",
      'Virtus San Rocco',
    ]);
    await user.selectOptions(filter, "Polisportiva Sant'Anna");
    await waitFor(() => expect(router.state.location.search).toBe('?team=3'));
    await waitFor(() =>
      expect(requests.at(-1)?.get('or')).toBe('(home_team_id.eq.3,away_team_id.eq.3)'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Squadra' }), 'Tutte le squadre');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('switches tabs with the URL and drops the team when the season changes', async () => {
    matchesReturning([]);
    const { router, user } = renderApp('/matches?team=2');
    await screen.findByText('Nessuna partita per i filtri selezionati');
    await user.click(screen.getByRole('tab', { name: 'Giocate' }));
    await waitFor(() => expect(router.state.location.search).toBe('?team=2&tab=completed'));
    // The router's state changes before React commits the page (a transition): choosing a season
    // before the tab shows as chosen would act on the page as it was.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Giocate' })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stagione' }), '2025/26');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=completed&season=1'));
  });

  it('shows the bracket matches in the final stage tab', async () => {
    const requests = matchesReturning([
      matchSummary(11901, sanRocco, redona, '2026-03-16T19:30:00Z', {
        status: 'completed',
        score: [5, 3],
      }),
      matchSummary(11903, sanRocco, santAnna, '2026-03-28T17:00:00Z', {
        status: 'completed',
        score: [6, 5],
      }),
    ]);
    server.use(
      bracketHandler([{ id: 1, competition_id: 1, season_id: 1, match_ids: [11901, 11903] }]),
    );
    renderApp('/matches?season=1&tab=final');
    expect(
      await screen.findByRole('link', { name: /Virtus San Rocco.*6.*Polisportiva Sant'Anna.*5/ }),
    ).toBeInTheDocument();
    expect(requests.at(-1)?.get('id')).toBe('in.(11901,11903)');
    expect(requests.at(-1)?.get('order')).toBe('match_date.asc,id.asc');
  });

  it('says when a competition-season has no final stage', async () => {
    const requests = matchesReturning([]);
    server.use(bracketHandler([]));
    renderApp('/matches?tab=final');
    expect(
      await screen.findByText("Per questa competizione e stagione non c'è una fase finale."),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows "Error loading matches" when the list fails', async () => {
    await i18n.changeLanguage('en');
    matchesReturning([]);
    server.use(http.get(rest('matches'), () => serverError()));
    renderApp('/matches');
    expect(await screen.findByText('Error loading matches')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
  });
});
