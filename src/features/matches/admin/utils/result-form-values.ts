import { NONE } from '@/components/admin/select-field';
import type { MatchStatus } from '@/entities/match/match-rules';
import type { ResultFormValues } from '@/entities/match/match-schema';
import type { Fixture } from '@/features/matches/admin/api/get-fixture';
import type { ResultInput } from '@/features/matches/admin/api/save-result';

export type Side = 'home' | 'away';

export function toResultFormValues(
  fixture: Fixture,
  allowedStatuses: readonly MatchStatus[],
): ResultFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    // Entering a result of a scheduled match most often means it has been played.
    status: allowedStatuses.includes(fixture.status) ? fixture.status : 'completed',
    home_score: text(fixture.home_score),
    away_score: text(fixture.away_score),
    goals: fixture.goals.map((goal) => ({
      side: goal.team_id === fixture.home_team_id ? 'home' : 'away',
      player_id: goal.player_id === null ? NONE : String(goal.player_id),
      minute: text(goal.minute),
      own_goal: goal.own_goal,
    })),
  };
}

/**
 * Goals entered per side against the score: more goals than the score cannot be saved; fewer is
 * allowed (scorers may be incomplete). Without a score there is nothing to compare yet.
 */
export function goalTally(values: Pick<ResultFormValues, 'home_score' | 'away_score' | 'goals'>) {
  const count = (side: Side) => values.goals.filter((goal) => goal.side === side).length;
  const score = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
  return (['home', 'away'] as const).map((side) => {
    const goals = count(side);
    const target = score(side === 'home' ? values.home_score : values.away_score);
    return {
      side,
      goals,
      score: target,
      exceeds: target !== null && goals > target,
      incomplete: target !== null && goals > 0 && goals < target,
    };
  });
}

export function toResultInput(fixture: Fixture, values: ResultFormValues): ResultInput {
  const score = (text: string) => (text === '' ? null : Number(text));
  return {
    matchId: fixture.id,
    status: values.status,
    home_score: score(values.home_score),
    away_score: score(values.away_score),
    goals: values.goals.map((goal) => ({
      team_id: goal.side === 'home' ? fixture.home_team_id : fixture.away_team_id,
      player_id: goal.player_id === NONE || !goal.player_id ? null : Number(goal.player_id),
      minute: goal.minute === '' ? null : Number(goal.minute),
      own_goal: goal.own_goal,
    })),
  };
}
