import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { playerPage, type PlayerAnswer } from '@/app/first-view/player';
import { i18n } from '@/lib/i18n';
import {
  appDetailMarkup,
  comparable,
  expectSame,
  firstViewTranslator,
  paintFirstView as paint,
} from '@/test/first-view-contract';
import { rest, server } from '@/test/server';

vi.setConfig({ testTimeout: 20_000 });

const team = { id: 1, name: 'Oratorio San Luigi', logo_url: null, colors: ['#1d4ed8'] };

/** What page_player() answers for a typical player: a team, numbers and goals. */
const player: NonNullable<PlayerAnswer['player']> = {
  id: 108,
  first_name: 'Stefano',
  last_name: "D'Amico <b>",
  photo_url: null,
  role: 'forward',
  jersey_number: 9,
  nationality: 'IT',
  age_years: 27,
  team,
};

const goal = (
  id: number,
  matchId: number,
  date: string,
  score: [number, number],
  minute: number | null,
) => ({
  goal_id: id,
  match_id: matchId,
  match_date: date,
  competition_id: 1,
  season_id: 2,
  team_id: 1,
  opponent_team_id: 9,
  opponent_name: 'Juventina <i>Celadina</i>',
  home_team_id: 9,
  away_team_id: 1,
  home_score: score[0],
  away_score: score[1],
  // A function's columns are all non-null to the generated types; a goal's minute may be null.
  minute: minute as number,
});

const answer: PlayerAnswer = {
  player,
  stats: { player_id: 108, goals: 11, matches_played: 8, goals_per_match: 1.38 },
  goals: [
    goal(3, 21101, '2026-11-16T19:30:00+00:00', [0, 4], 38),
    goal(2, 21101, '2026-11-16T19:30:00+00:00', [0, 4], null),
    goal(1, 21090, '2026-11-02T19:30:00+00:00', [1, 3], 5),
  ],
};

/** The app's requests for the same player, answered with the same data. */
function serve({ player, stats, goals }: PlayerAnswer) {
  server.use(
    http.get(rest('players'), () => HttpResponse.json(player ? [player] : [])),
    http.post(rest('rpc/player_stats'), () => HttpResponse.json(stats ? [stats] : [])),
    http.post(rest('rpc/player_goal_history'), () => HttpResponse.json(goals ?? [])),
  );
}

const appPlayer = (name: string) => appDetailMarkup('/players/108', name);

describe('the first view of a player', () => {
  it.each(['it', 'en', 'nl'])(
    'paints /players/108 exactly as the app renders it (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      serve(answer);
      const first = paint(
        language,
        playerPage(firstViewTranslator(language), language, answer),
        '/players/108',
      );
      expect(first.querySelector('h1')?.textContent).toBe("Stefano D'Amico <b>");
      const app = await appPlayer("Stefano D'Amico <b>");
      if (language === 'it') expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(comparable(first.querySelector('main')), app.main);
    },
  );

  it('paints a player with a photo, no team, no numbers and no goals yet', async () => {
    const newcomer: PlayerAnswer = {
      player: {
        ...player,
        photo_url: '/demo/players/108.jpg',
        role: null,
        jersey_number: null,
        nationality: null,
        age_years: 1,
        team: null,
      },
      stats: null,
      goals: [],
    };
    serve(newcomer);
    const first = paint(
      'en',
      playerPage(firstViewTranslator('en'), 'en', newcomer),
      '/players/108',
    );
    await i18n.changeLanguage('en');
    const app = await appPlayer("Stefano D'Amico <b>");
    expectSame(comparable(first.querySelector('main')), app.main);
  });

  it('leaves to the app what it does not paint', () => {
    const t = firstViewTranslator('it');
    const page = (changed: Partial<PlayerAnswer>) => playerPage(t, 'it', { ...answer, ...changed });
    // No such player: the app's 404.
    expect(page({ player: null })).toBeNull();
    // A part the answer lacks, which the app then asks for itself.
    expect(page({ goals: undefined })).toBeNull();
    expect(page({ stats: undefined })).toBeNull();
    // What the first view does not write as the app would.
    expect(page({ player: { ...player, team: { ...team, colors: ['red'] } } })).toBeNull();
    expect(page({ player: { ...player, role: 'coach' as never } })).toBeNull();
  });
});
