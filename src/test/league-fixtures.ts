import { http, HttpResponse } from 'msw';
import { rest } from '@/test/server';

/** A small league shaped like the demo seed: two competitions, two seasons. */
export const competitions = [
  { id: 1, name: 'Serie A', slug: 'serie-a', level: 1 },
  { id: 2, name: 'Serie B', slug: 'serie-b', level: 2 },
];

export const seasons = [
  { id: 2, name: '2026/27', start_date: '2026-09-01', end_date: '2027-06-30' },
  { id: 1, name: '2025/26', start_date: '2025-09-01', end_date: '2026-06-30' },
];

export function team(id: number, name: string, colors: string[] = ['#1d4ed8', '#ffffff']) {
  return { id, name, logo_url: null, colors };
}

export const teams = {
  sanLuigi: team(1, 'Oratorio San Luigi'),
  sanRocco: team(2, 'Virtus San Rocco', ['#b91c1c', '#facc15']),
  santAnna: team(3, "Polisportiva Sant'Anna", ['#047857', '#ffffff']),
  redona: team(4, 'Aurora Redona', ['#7c3aed']),
};

export function standing(
  position: number,
  t: { id: number; name: string },
  points: number,
  form: ('W' | 'D' | 'L')[] = ['W', 'D', 'L'],
) {
  return {
    position,
    team_id: t.id,
    team_name: t.name,
    team_logo_url: null,
    team_colors: ['#1d4ed8'],
    played: 10,
    won: Math.floor(points / 3),
    drawn: points % 3,
    lost: 10 - Math.floor(points / 3) - (points % 3),
    goals_for: 30 + points,
    goals_against: 30,
    goal_difference: points,
    points,
    form,
  };
}

/** Competitions and seasons answered as PostgREST would, honouring `limit` (the nav asks for 1). */
export function referenceHandlers() {
  const limited = <T>(rows: T[], request: Request) => {
    const limit = new URL(request.url).searchParams.get('limit');
    return HttpResponse.json(limit ? rows.slice(0, Number(limit)) : rows);
  };
  return [
    http.get(rest('competitions'), ({ request }) => limited(competitions, request)),
    http.get(rest('seasons'), ({ request }) => limited(seasons, request)),
  ];
}

/** The JSON body of an RPC call (supabase-js POSTs the arguments). */
export async function rpcArgs(request: Request): Promise<Record<string, unknown>> {
  return (await request.json()) as Record<string, unknown>;
}

export const serverError = () =>
  HttpResponse.json(
    { code: 'XX000', message: 'Database unavailable', details: null, hint: null },
    { status: 500 },
  );

type Team = ReturnType<typeof team>;

/** A fixture-list row as PostgREST returns it with the team embeds. */
export function matchSummary(
  id: number,
  home: Team,
  away: Team,
  matchDate: string,
  { status = 'scheduled', score = null }: { status?: string; score?: [number, number] | null } = {},
) {
  return {
    id,
    match_date: matchDate,
    status,
    home_score: score?.[0] ?? null,
    away_score: score?.[1] ?? null,
    competition_id: 1,
    season_id: 2,
    home_team: home,
    away_team: away,
    venue: { name: 'Centro Sportivo San Luigi', city: 'Bergamo' },
  };
}

export interface BracketFixture {
  id: number;
  competition_id: number;
  season_id: number;
  match_ids: number[];
}

/**
 * playoff_brackets as PostgREST answers it: filtered by competition_id/season_id, an object for
 * `.single()` (PGRST116 when no row) and a list otherwise, with the embeds the pages ask for.
 */
export function bracketHandler(brackets: BracketFixture[]) {
  return http.get(rest('playoff_brackets'), ({ request }) => {
    const url = new URL(request.url);
    const eq = (key: string) => url.searchParams.get(key)?.replace(/^eq\./, '');
    const rows = brackets
      .filter((b) => !eq('competition_id') || String(b.competition_id) === eq('competition_id'))
      .filter((b) => !eq('season_id') || String(b.season_id) === eq('season_id'))
      .map((b) => ({
        ...b,
        competition: competitions.find((c) => c.id === b.competition_id),
        season: seasons.find((s) => s.id === b.season_id),
      }));
    if (request.headers.get('accept')?.includes('vnd.pgrst.object')) {
      return rows[0]
        ? HttpResponse.json(rows[0])
        : HttpResponse.json(
            { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
            { status: 406 },
          );
    }
    return HttpResponse.json(rows);
  });
}
