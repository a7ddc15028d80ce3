import { configure, screen, within } from '@testing-library/react';
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

const bracketMatches = [
  matchSummary(11901, sanRocco, redona, '2026-03-16T19:30:00Z', {
    status: 'completed',
    score: [5, 3],
  }),
  matchSummary(11902, sanLuigi, santAnna, '2026-03-17T19:30:00Z', {
    status: 'completed',
    score: [2, 4],
  }),
  matchSummary(11903, sanRocco, santAnna, '2026-03-28T17:00:00Z', {
    status: 'completed',
    score: [6, 5],
  }),
];

function league(
  brackets = [{ id: 1, competition_id: 1, season_id: 1, match_ids: [11901, 11902, 11903] }],
) {
  const requests: URLSearchParams[] = [];
  server.use(
    ...referenceHandlers(),
    bracketHandler(brackets),
    http.get(rest('matches'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(bracketMatches);
    }),
  );
  return requests;
}

describe('/playoffs', () => {
  it('lists the brackets with a link to each', async () => {
    league();
    renderApp('/playoffs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Playoff' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Serie A · 2025\/26/ });
    expect(link).toHaveAttribute('href', '/playoffs/1/1');
    expect(link).toHaveTextContent('3 partite');
  });

  it('says when there is no bracket at all', async () => {
    league([]);
    renderApp('/playoffs');
    expect(
      await screen.findByText('Non è ancora stato creato nessun tabellone playoff.'),
    ).toBeInTheDocument();
  });
});

describe('/playoffs/:competitionId/:seasonId', () => {
  it('shows the rounds with scores, winners and the champion', async () => {
    const requests = league();
    renderApp('/playoffs/1/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tabellone playoff' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Campione: Virtus San Rocco')).toBeInTheDocument();
    expect(screen.getByText('Serie A · 2025/26')).toBeInTheDocument();

    const semis = screen.getByRole('region', { name: 'Semifinali' });
    const final = screen.getByRole('region', { name: 'Finale' });
    expect(
      within(semis)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/matches/11901', '/matches/11902']);
    expect(within(final).getByRole('link')).toHaveAttribute('href', '/matches/11903');
    // Each match names its winner for screen readers and highlights it on screen.
    const winners = screen.getAllByText('(vincente)').map((el) => el.parentElement?.textContent);
    expect(winners).toEqual([
      expect.stringContaining('Virtus San Rocco'),
      expect.stringContaining("Polisportiva Sant'Anna"),
      expect.stringContaining('Virtus San Rocco'),
    ]);
    expect(within(final).getByText('Virtus San Rocco').parentElement).toHaveClass('font-semibold');

    const query = requests.at(-1)!;
    expect(query.get('id')).toBe('in.(11901,11902,11903)');
    expect(query.get('order')).toBe('match_date.asc,id.asc');
    expect(query.get('select')).toContain('home_team:teams!home_team_id');
  });

  it('shows that there is no bracket when the row is missing', async () => {
    const requests = league([]);
    renderApp('/playoffs/1/2');
    expect(
      await screen.findByText("Per questa competizione e stagione non c'è un tabellone playoff."),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows that there is no bracket when it lists no match', async () => {
    const requests = league([{ id: 2, competition_id: 1, season_id: 2, match_ids: [] }]);
    renderApp('/playoffs/1/2');
    expect(
      await screen.findByText("Per questa competizione e stagione non c'è un tabellone playoff."),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows a load error for the bracket matches', async () => {
    await i18n.changeLanguage('en');
    league();
    server.use(http.get(rest('matches'), () => serverError()));
    renderApp('/playoffs/1/1');
    expect(await screen.findByText('Error loading data.')).toBeInTheDocument();
  });
});
