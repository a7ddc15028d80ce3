import { z } from 'zod';
import { NONE } from '@/components/admin/select-field';
import { goalSchema } from '@/entities/goal/goal-schema';
import { MATCH_STATUSES, PLAYED_STATUSES, type MatchStatus } from '@/entities/match/match-rules';
import { inputsToIso } from '@/lib/league-clock';

const REQUIRED = 'common:validation.required';
const SCORE = /^\d{1,2}$/;
const statusSchema = z.enum(MATCH_STATUSES as [MatchStatus, ...MatchStatus[]]);

/**
 * Scores: both or neither, whole numbers, and both when the match is completed (the table's
 * checks, said before the server has to).
 */
function checkScores(
  values: { status: MatchStatus; home_score: string; away_score: string },
  ctx: z.RefinementCtx,
) {
  for (const key of ['home_score', 'away_score'] as const) {
    if (values[key] !== '' && !SCORE.test(values[key]))
      ctx.addIssue({ code: 'custom', path: [key], message: 'admin-fixtures:validation.score' });
  }
  const home = values.home_score !== '';
  const away = values.away_score !== '';
  if (home !== away)
    ctx.addIssue({
      code: 'custom',
      path: [home ? 'away_score' : 'home_score'],
      message: 'admin-fixtures:validation.scoresBoth',
    });
  else if (!home && values.status === 'completed')
    ctx.addIssue({
      code: 'custom',
      path: ['home_score'],
      message: 'admin-fixtures:validation.scoresRequired',
    });
}

/** A match (a fixture) as the admin form writes it. */
export const fixtureFormSchema = z
  .object({
    competition_id: z.string().min(1, REQUIRED),
    season_id: z.string().min(1, REQUIRED),
    home_team_id: z.string().min(1, REQUIRED),
    away_team_id: z.string().min(1, REQUIRED),
    referee_team_id: z.string(),
    venue_id: z.string(),
    date: z.string().min(1, REQUIRED),
    time: z.string().min(1, REQUIRED),
    status: statusSchema,
    home_score: z.string().trim(),
    away_score: z.string().trim(),
    round: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.home_team_id && values.home_team_id === values.away_team_id)
      ctx.addIssue({
        code: 'custom',
        path: ['away_team_id'],
        message: 'admin-fixtures:validation.teamsDiffer',
      });
    const referee = values.referee_team_id;
    if (referee !== NONE && referee && [values.home_team_id, values.away_team_id].includes(referee))
      ctx.addIssue({
        code: 'custom',
        path: ['referee_team_id'],
        message: 'admin-fixtures:validation.refereeIsTeam',
      });
    if (values.date && values.time && !inputsToIso(values.date, values.time))
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'admin-fixtures:validation.date' });
    if (values.round && !/^[1-9]\d{0,3}$/.test(values.round))
      ctx.addIssue({ code: 'custom', path: ['round'], message: 'admin-fixtures:validation.round' });
    checkScores(values, ctx);
  });

export type FixtureFormValues = z.infer<typeof fixtureFormSchema>;

/** A match's result: status, score and scorers. */
export const resultFormSchema = z
  .object({
    status: statusSchema,
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

/** A season's calendar as bulk create asks for it: teams, legs, the first day, the venues. */
export const bulkFormSchema = z
  .object({
    competition_id: z.string(),
    season_id: z.string(),
    team_ids: z.array(z.string()).min(2, 'admin-fixtures:create.minTeams'),
    legs: z.enum(['1', '2']),
    start_date: z.string().min(1, REQUIRED),
    weekday: z.string().regex(/^[0-6]$/, REQUIRED),
    time: z.string().min(1, REQUIRED),
    venue_mode: z.enum(['none', 'home', 'rotate']),
    venue_ids: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    if (values.start_date && values.time && !inputsToIso(values.start_date, values.time))
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'admin-fixtures:validation.date' });
    if (values.venue_mode === 'rotate' && values.venue_ids.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['venue_ids'],
        message: 'admin-fixtures:create.minVenues',
      });
  });

export type BulkFormValues = z.infer<typeof bulkFormSchema>;
