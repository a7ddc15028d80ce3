import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPickers, type LeagueAnswer } from '@/app/first-view/league';
import { matchesPage, type MatchesAnswer } from '@/app/first-view/matches';
import type { MatchSummary } from '@/features/matches/api/match-summary';
import { i18n } from '@/lib/i18n';
import {
  appMarkup,
  comparable,
  expectSame,
  firstViewTranslator,
  paintFirstView as paint,
} from '@/test/first-view-contract';
import {
  competitions,
  matchSummary,
  referenceHandlers,
  seasons,
  team,
  teams,
} from '@/test/league-fixtures';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const { sanLuigi, sanRocco, santAnna, redona } = teams;
const escaped = team(5, "D'Amico <b> & Co");
const withLogo = {
  ...redona,
  logo_url: '/storage/v1/object/public/team-media/7/logo-5-ij.300w.webp',
} as unknown as typeof redona;

const league: LeagueAnswer = {
  competitions,
  seasons,
  selection: { competition_id: 1, season_id: 2 },
};

/** competition_season_teams as page_matches() aggregates it: unordered. */
const seasonTeams = [sanRocco, escaped, sanLuigi, santAnna].map(({ id, name }) => ({ id, name }));

const upcoming = [
  matchSummary(21106, sanLuigi, sanRocco, '2026-11-22T19:30:00Z', {
    status: 'ongoing',
    score: [2, 1],
  }),
  // 23:30 UTC on the 22nd is already Monday the 23rd in Rome.
  matchSummary(21111, santAnna, withLogo, '2026-11-22T23:30:00Z'),
  matchSummary(21112, sanRocco, escaped, '2026-11-23T20:45:00Z', { status: 'postponed' }),
  // Days enough for the later ones to render only near the screen (DAYS_RENDERED_AT_ONCE).
  matchSummary(21115, sanLuigi, santAnna, '2026-11-30T19:30:00Z'),
  matchSummary(21116, sanRocco, sanLuigi, '2026-12-07T19:30:00Z'),
  matchSummary(21117, santAnna, sanRocco, '2026-12-14T19:30:00Z'),
  { ...matchSummary(21113, escaped, sanLuigi, '2027-03-29T17:00:00Z'), venue: null },
  {
    ...matchSummary(21114, redona, santAnna, '2027-04-04T18:00:00Z', { status: 'cancelled' }),
    venue: { name: 'Palestra <Redona>', city: null },
  },
] as MatchSummary[];

const completed = [
  matchSummary(21011, sanLuigi, sanRocco, '2026-09-14T18:30:00Z', {
    status: 'completed',
    score: [3, 3],
  }),
  matchSummary(21009, sanRocco, escaped, '2026-09-07T18:30:00Z', {
    status: 'completed',
    score: [0, 2],
  }),
] as MatchSummary[];

const answer = (over: Partial<MatchesAnswer> = {}): MatchesAnswer => ({
  ...league,
  tab: 'upcoming',
  team_id: null,
  season_teams: seasonTeams,
  matches: upcoming,
  ...over,
});

function serve(rows: readonly MatchSummary[]) {
  server.use(
    ...referenceHandlers(),
    http.get(rest('competition_season_teams'), () =>
      HttpResponse.json(seasonTeams.map((t) => ({ team: t }))),
    ),
    http.get(rest('matches'), () => HttpResponse.json(rows)),
  );
}

/** The app's fixtures (the last one named by `link`) and its team filter are on screen. */
const loaded = (link: RegExp) =>
  Promise.all([
    screen.findAllByRole('link', { name: link }),
    screen.findByRole('option', { name: escaped.name }),
  ]);

/** Radix's tab ids come from React's useId, which the first view cannot know (matches.ts). */
const sameTabIds = (html: string) => html.replace(/radix-[^-"]+-(trigger|content)-/g, 'radix-$1-');

/** The address the first view reads its tab and team from, as index.html's visitor opens it. */
function visit(path: string) {
  window.history.replaceState(null, '', path);
  return path;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the first view of /matches', () => {
  it.each(['it', 'en', 'nl'])(
    'paints the upcoming fixtures as the app does (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      serve(upcoming);
      const t = firstViewTranslator(language);
      const path = visit('/matches');
      const first = paint(language, matchesPage(t, language, answer()), path);
      const app = await appMarkup(path, () => loaded(/Palestra/));
      expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(sameTabIds(comparable(first.querySelector('main'))), sameTabIds(app.main));
      // Seven days: the seventh renders only near the screen, in both.
      expect(first.querySelectorAll('main section[aria-label]')).toHaveLength(7);
      expect(first.querySelectorAll('main section.render-near-screen')).toHaveLength(1);
    },
  );

  it("paints one team's results, newest first, names escaped", async () => {
    await i18n.changeLanguage('it');
    serve(completed);
    const t = firstViewTranslator('it');
    const path = visit('/matches?tab=completed&team=5');
    const first = paint(
      'it',
      matchesPage(t, 'it', answer({ tab: 'completed', team_id: 5, matches: completed })),
      path,
    );
    const main = first.querySelector('main')!;
    expect(main.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Giocate');
    expect(main.querySelector<HTMLSelectElement>('select[data-param="team"]')?.value).toBe('5');
    expect(main.querySelector('a[href="/matches/21009"]')?.textContent).toContain(
      "D'Amico <b> & Co",
    );
    expect(main.querySelector('header')?.textContent).toContain("Giocate · D'Amico <b> & Co");
    const app = await appMarkup(path, () => loaded(/D'Amico/));
    expectSame(sameTabIds(comparable(main)), sameTabIds(app.main));
  });

  it('marks the buttons that need the app unavailable and keeps the calendar a link', () => {
    visit('/matches');
    const t = firstViewTranslator('en');
    const main = paint('en', matchesPage(t, 'en', answer()), '/matches').querySelector('main')!;
    const buttons = [...main.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Copy calendar link',
      'Print / save as PDF',
      'Upcoming',
      'Completed',
      'Final stage',
    ]);
    expect(buttons.every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(main.querySelector('a[href^="webcal:"]')?.textContent).toBe('Subscribe to calendar');
  });

  it('follows a choice made before the app runs: a team, all teams, a season (which drops the team)', () => {
    const t = firstViewTranslator('it');
    const root = paint('it', matchesPage(t, 'it', answer()), '/matches').body;
    const replace = vi.fn();
    vi.stubGlobal('location', { pathname: '/matches', search: '?tab=completed&team=2', replace });
    try {
      followPickers(root, () => true);
      const choose = (param: string, value: string) => {
        const select = root.querySelector<HTMLSelectElement>(`select[data-param="${param}"]`)!;
        select.value = value;
        select.dispatchEvent(new Event('change'));
      };
      choose('team', '5');
      choose('team', 'all');
      choose('season', '1');
      expect(replace.mock.calls).toEqual([
        ['/matches?tab=completed&team=5'],
        ['/matches?tab=completed'],
        ['/matches?tab=completed&season=1'],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves to the app what it does not paint', () => {
    const t = firstViewTranslator('it');
    const page = (over: Partial<MatchesAnswer>, path = '/matches') => {
      visit(path);
      return matchesPage(t, 'it', answer(over));
    };
    expect(page({ selection: null, season_teams: null, matches: null })).toBeNull();
    expect(page({ matches: [] })).toBeNull();
    expect(page({ tab: 'final', matches: null }, '/matches?tab=final')).toBeNull();
    // A team outside the season's, or an address the answer read otherwise ('01' is no team there).
    expect(page({ team_id: 9 }, '/matches?team=9')).toBeNull();
    expect(page({ team_id: null }, '/matches?team=01')).toBeNull();
    expect(page({ tab: 'upcoming' }, '/matches?tab=completed')).toBeNull();
    // A status it has no badge for, or a fixture whose team it cannot name.
    const odd = {
      ...matchSummary(1, sanLuigi, sanRocco, '2026-11-22T19:30:00Z'),
      status: 'abandoned',
    };
    expect(page({ matches: [odd as MatchSummary] })).toBeNull();
    const nameless = {
      ...matchSummary(1, sanLuigi, sanRocco, '2026-11-22T19:30:00Z'),
      away_team: null,
    };
    expect(page({ matches: [nameless as unknown as MatchSummary] })).toBeNull();
    expect(page({}, '/matches')).not.toBeNull();
  });
});
