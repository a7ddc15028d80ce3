import type { RoundStanding } from '@/features/season-charts/api/get-standings-by-round';

export interface TeamLine {
  teamId: number;
  name: string;
  /** Position after each round, in round order. */
  points: RoundStanding[];
}

/** The rows of standings_by_round(), one line per team, in the last round's order. */
export function teamLines(rows: RoundStanding[]): { rounds: number[]; lines: TeamLine[] } {
  const rounds = [...new Set(rows.map((row) => row.round))];
  const byTeam = new Map<number, TeamLine>();
  for (const row of rows) {
    const line = byTeam.get(row.team_id) ?? {
      teamId: row.team_id,
      name: row.team_name,
      points: [],
    };
    line.points.push(row);
    byTeam.set(row.team_id, line);
  }
  const lastPosition = (line: TeamLine) => line.points[line.points.length - 1]?.position ?? 0;
  return { rounds, lines: [...byTeam.values()].sort((a, b) => lastPosition(a) - lastPosition(b)) };
}
