import { describe, expect, it } from 'vitest';
import { matchShareSubject, tableShareSubject } from '@/app/routes/share/share-subjects';
import type { MatchDetail } from '@/features/matches/api/get-match';
import { matchSummary, standing, teams } from '@/test/league-fixtures';

const { sanLuigi, sanRocco } = teams;

function detail(status: string, score: [number, number] | null): MatchDetail {
  return {
    ...matchSummary(21011, sanLuigi, sanRocco, '2026-09-14T18:30:00Z', { status, score }),
    competition: { id: 1, name: 'Serie A', slug: 'serie-a' },
    season: { id: 2, name: '2026/27' },
    referee_team: null,
    venue: {
      id: 1,
      name: 'Centro Sportivo San Luigi',
      structure: null,
      address: null,
      city: 'Bergamo',
      latitude: null,
      longitude: null,
    },
    goals: [
      { id: 1, minute: 19, own_goal: false, team_id: 1, player: null },
      // Put in his own net by a Virtus player: it counts for San Luigi, and is drawn on its side.
      {
        id: 2,
        minute: 43,
        own_goal: true,
        team_id: 1,
        player: { id: 207, first_name: 'Luca', last_name: 'Moretti' },
      },
      {
        id: 3,
        minute: 50,
        own_goal: false,
        team_id: 2,
        player: { id: 204, first_name: 'Enrico', last_name: 'Greco' },
      },
    ],
  } as MatchDetail;
}

describe('share subjects', () => {
  it('shares only a completed match with its score', () => {
    expect(matchShareSubject(detail('scheduled', null))).toBeNull();
    expect(matchShareSubject(detail('ongoing', [1, 0]))).toBeNull();
    const subject = matchShareSubject(detail('completed', [2, 1]));
    expect(subject).toMatchObject({
      kind: 'match',
      match: {
        homeScore: 2,
        awayScore: 1,
        venue: 'Centro Sportivo San Luigi, Bergamo',
        competition: 'Serie A · 2026/27',
        home: { name: sanLuigi.name },
        goals: [
          { side: 'home', scorer: null, minute: 19, ownGoal: false },
          { side: 'home', scorer: 'Moretti', minute: 43, ownGoal: true },
          { side: 'away', scorer: 'Greco', minute: 50, ownGoal: false },
        ],
      },
    });
  });

  it('shares a table once it has rows', () => {
    expect(tableShareSubject(undefined, 'Serie A · 2026/27')).toBeNull();
    expect(tableShareSubject({ locked: false, rows: [] }, 'Serie A · 2026/27')).toBeNull();
    const subject = tableShareSubject(
      { locked: false, rows: [standing(1, sanLuigi, 28, ['W', 'D'])] },
      'Serie A · 2026/27',
    );
    expect(subject).toMatchObject({
      kind: 'table',
      table: {
        title: 'Serie A · 2026/27',
        rows: [{ position: 1, points: 28, form: ['W', 'D'], team: { name: sanLuigi.name } }],
      },
    });
  });
});
