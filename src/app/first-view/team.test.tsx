import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { teamPage, type TeamAnswer } from '@/app/first-view/team';
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

const badge = (id: number, name: string, colors: string[], logo: string | null = null) => ({
  id,
  name,
  logo_url: logo,
  colors,
});
const sanLuigi = badge(1, 'Oratorio San Luigi', ['#1d4ed8', '#fff']);
const celadina = badge(9, 'Juventina Celadina', [], '/demo/teams/juventina.svg');
const sanTomaso = badge(7, 'Oratorio San Tomaso', ['#b91c1c']);

/** What page_team() answers for a typical team: every section filled. */
const team: NonNullable<TeamAnswer['team']> = {
  id: 1,
  name: sanLuigi.name,
  parish: 'Parrocchia San Luigi Gonzaga',
  colors: sanLuigi.colors,
  logo_url: null,
  photo_url: '/demo/teams/san-luigi-squad.jpg',
  venue: { name: 'Centro Sportivo San Luigi', address: 'Via Gavazzeni 12', city: 'Bergamo' },
  players: [
    {
      id: 101,
      first_name: 'Marco',
      last_name: 'Rossi',
      photo_url: null,
      role: 'goalkeeper',
      jersey_number: 1,
    },
    {
      id: 108,
      first_name: 'Stefano',
      last_name: "D'Amico <b>",
      photo_url: null,
      role: 'forward',
      jersey_number: 9,
    },
    {
      id: 112,
      first_name: 'Luca',
      last_name: 'Bianchi',
      photo_url: null,
      role: null,
      jersey_number: null,
    },
  ],
  honors: [
    {
      id: 1,
      achievement: 'Campione Serie A',
      competition: { name: 'Serie A' },
      season: { name: '2022/23', start_date: '2022-09-01' },
    },
    { id: 2, achievement: 'Coppa Disciplina', competition: null, season: null },
  ],
  sponsors: [
    { id: 2, name: 'Ferramenta Bonetti', website: 'https://bonetti.example', logo_url: null },
    { id: 3, name: 'Pizzeria Da Gino', website: null, logo_url: '/demo/sponsors/gino.png' },
  ],
};

const match = (
  id: number,
  date: string,
  home: typeof sanLuigi,
  away: typeof sanLuigi,
  score: [number, number] | null,
) => ({
  id,
  match_date: date,
  status: score ? ('completed' as const) : ('scheduled' as const),
  home_score: score?.[0] ?? null,
  away_score: score?.[1] ?? null,
  competition: { name: 'Serie A' },
  home,
  away,
});

const recent = [
  match(21101, '2026-11-16T19:30:00+00:00', celadina, sanLuigi, [0, 4]),
  match(21095, '2026-11-09T20:00:00+00:00', sanLuigi, sanTomaso, [2, 2]),
  match(21090, '2026-11-02T19:30:00+00:00', sanLuigi, celadina, [1, 3]),
];
const upcoming = [match(21111, '2026-11-23T19:30:00+00:00', sanLuigi, sanTomaso, null)];
const seasonStats = {
  season: '2026/27',
  played: 10,
  wins: 9,
  draws: 1,
  losses: 0,
  goals_for: 57,
  goals_against: 19,
};

const answer: TeamAnswer = { team, season_stats: seasonStats, recent, upcoming };

/** The app's requests for the same team, answered with the same data. */
function serve({ team, season_stats, recent, upcoming }: TeamAnswer) {
  const { season, ...stats } = season_stats ?? { season: null };
  server.use(
    http.get(rest('teams'), () => HttpResponse.json(team ? [team] : [])),
    http.get(rest('matches'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('status') === 'eq.completed' ? recent : upcoming,
      ),
    ),
    http.get(rest('seasons'), () => HttpResponse.json(season ? [{ id: 2, name: season }] : [])),
    http.post(rest('rpc/team_season_stats'), () => HttpResponse.json([stats])),
  );
}

/**
 * The sections' headings are labelled by ids the app takes from React's useId(), which the first
 * view cannot know; it uses its own. Both are one label to a reader.
 */
const sameIds = (html: string) =>
  html.replace(/(aria-labelledby|id)="(_r_[0-9a-z]+_|first-view-team-\d+)"/g, '$1="section"');

const appTeam = (name: string) => appDetailMarkup('/teams/1', name);

describe('the first view of a team', () => {
  it.each(['it', 'en', 'nl'])(
    'paints /teams/1 exactly as the app renders it (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      serve(answer);
      const first = paint(
        language,
        teamPage(firstViewTranslator(language), language, answer),
        '/teams/1',
      );
      const app = await appTeam(team.name);
      if (language === 'it') expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(sameIds(comparable(first.querySelector('main'))), sameIds(app.main));
    },
  );

  it('paints a team with no season yet and nothing in its sections, names escaped', async () => {
    const empty: TeamAnswer = {
      team: {
        ...team,
        name: 'Virtus <b>San Rocco</b>',
        parish: null,
        venue: null,
        colors: [],
        logo_url: '/demo/teams/virtus-san-rocco.svg',
        photo_url: null,
        players: [],
        honors: [],
        sponsors: [],
      },
      season_stats: null,
      recent: [],
      upcoming: [],
    };
    serve(empty);
    const first = paint('it', teamPage(firstViewTranslator('it'), 'it', empty), '/teams/1');
    expect(first.querySelector('h1')?.textContent).toBe('Virtus <b>San Rocco</b>');
    const app = await appTeam('Virtus <b>San Rocco</b>');
    expectSame(sameIds(comparable(first.querySelector('main'))), sameIds(app.main));
  });

  it('paints the team and its season first, its matches, squad, trophies and sponsors after', () => {
    const view = teamPage(firstViewTranslator('it'), 'it', answer);
    const atFirst = document.implementation.createHTMLDocument();
    atFirst.body.innerHTML = view?.value ?? '';
    expect(atFirst.querySelector('h1')?.textContent).toBe(team.name);
    expect(atFirst.body.textContent).toContain('Statistiche stagione');
    expect(atFirst.querySelectorAll('section')).toHaveLength(1);
    expect(atFirst.querySelector('a[href^="/matches/"], a[href^="/players/"]')).toBeNull();
    expect(view?.later).toHaveLength(1);

    const whole = paint('it', view, '/teams/1');
    expect(whole.querySelectorAll('main section')).toHaveLength(6);
    expect(whole.querySelector('main a[href="/players/101"]')).not.toBeNull();
  });

  it('escapes what the answer holds', () => {
    const first = paint('it', teamPage(firstViewTranslator('it'), 'it', answer), '/teams/1');
    expect(first.querySelector('main a[href="/players/108"]')?.textContent).toContain(
      "Stefano D'Amico <b>",
    );
    expect(first.querySelector('main b')).toBeNull();
  });

  it('leaves to the app what it does not paint', () => {
    const t = firstViewTranslator('it');
    const page = (changed: Partial<TeamAnswer>) => teamPage(t, 'it', { ...answer, ...changed });
    // No such team: the app's 404.
    expect(page({ team: null })).toBeNull();
    // A part the answer lacks, which the app then asks for itself.
    expect(page({ recent: undefined })).toBeNull();
    expect(page({ season_stats: undefined })).toBeNull();
    // What the first view does not write as the app would.
    expect(page({ team: { ...team, colors: ['red'] } })).toBeNull();
    expect(
      page({ upcoming: [{ ...upcoming[0]!, away: { ...sanTomaso, colors: ['red'] } }] }),
    ).toBeNull();
    expect(
      page({ team: { ...team, players: [{ ...team.players[0]!, role: 'coach' as never }] } }),
    ).toBeNull();
    expect(
      page({
        team: {
          ...team,
          sponsors: [{ id: 4, name: 'X', website: 'javascript:alert(1)', logo_url: null }],
        },
      }),
    ).toBeNull();
  });
});
