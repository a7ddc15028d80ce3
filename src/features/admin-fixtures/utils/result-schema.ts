import { z } from 'zod';
import { NONE } from '@/components/admin/select-field';
import { MATCH_STATUSES, type MatchStatus } from '@/features/admin-fixtures/api/fixture-keys';
import type { Fixture } from '@/features/admin-fixtures/api/get-fixture';
import type { ResultInput } from '@/features/admin-fixtures/api/save-result';
import { checkScores } from '@/features/admin-fixtures/utils/fixture-schema';

/** Statuses of a match that can have goals (the database's goals checks). */
const PLAYED_STATUSES: readonly MatchStatus[] = ['ongoing', 'completed'];

/** Statuses a captain may set (the matches_guard trigger allows no other): the played ones. */
export const CAPTAIN_STATUSES = PLAYED_STATUSES;

export type Side = 'home' | 'away';

const goalSchema = z.object({
  /** The side credited with the goal (for an own goal, the side that benefits). */
  side: z.enum(['home', 'away']),
  player_id: z.string(),
  minute: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= 130),
      'admin-fixtures:validation.minute',
    ),
  own_goal: z.boolean(),
});

export const resultFormSchema = z
  .object({
    status: z.enum(MATCH_STATUSES as [MatchStatus, ...MatchStatus[]]),
    home_score: z.string().trim(),
    away_score: z.string().trim(),
    goals: z.array(goalSchema),
  })
  .superRefine((values, ctx) => {
    checkScores(values, ctx);
    checkScorers(values, ctx);
  });

/**
 * Scorers need a played match and a score to count against (the database's goals checks, said
 * before the server has to).
 */
function checkScorers(
  values: { status: MatchStatus; home_score: string; goals: unknown[] },
  ctx: z.RefinementCtx,
) {
  if (values.goals.length === 0) return;
  if (!PLAYED_STATUSES.includes(values.status))
    ctx.addIssue({
      code: 'custom',
      path: ['status'],
      message: 'admin-fixtures:validation.goalsNeedPlayedMatch',
    });
  else if (values.home_score === '')
    ctx.addIssue({
      code: 'custom',
      path: ['home_score'],
      message: 'admin-fixtures:validation.scoresForScorers',
    });
}

export type ResultFormValues = z.infer<typeof resultFormSchema>;
export type GoalFormValue = ResultFormValues['goals'][number];

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
