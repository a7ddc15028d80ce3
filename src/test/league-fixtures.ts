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
