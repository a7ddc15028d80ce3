import { z } from 'zod';
import { NONE } from '@/components/admin/select-field';
import { MATCH_STATUSES, type MatchStatus } from '@/features/admin-fixtures/api/fixture-keys';
import type { FixtureInput } from '@/features/admin-fixtures/api/save-fixture';
import { inputsToIso, isoToInputs } from '@/lib/league-clock';

const REQUIRED = 'common:validation.required';
const SCORE = /^\d{1,2}$/;

const toId = (value: string) => (value && value !== NONE ? Number(value) : null);
const toScore = (value: string) => (value === '' ? null : Number(value));

/**
 * Scores: both or neither, whole numbers, and both when the match is completed (the table's
 * checks, said before the server has to).
 */
export function checkScores(
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
    status: z.enum(MATCH_STATUSES as [MatchStatus, ...MatchStatus[]]),
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

/** What an existing match (or a new one) shows in the form; times in the league zone. */
export function toFixtureFormValues(fixture?: {
  competition_id: number | null;
  season_id: number | null;
  home_team_id: number;
  away_team_id: number;
  referee_team_id: number | null;
  venue_id: number | null;
  match_date: string;
  status: MatchStatus;
  home_score: number | null;
  away_score: number | null;
  round: number | null;
}): FixtureFormValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  const { date, time } = fixture ? isoToInputs(fixture.match_date) : { date: '', time: '20:30' };
  return {
    competition_id: text(fixture?.competition_id),
    season_id: text(fixture?.season_id),
    home_team_id: text(fixture?.home_team_id),
    away_team_id: text(fixture?.away_team_id),
    referee_team_id: fixture?.referee_team_id ? String(fixture.referee_team_id) : NONE,
    venue_id: fixture?.venue_id ? String(fixture.venue_id) : NONE,
    date,
    time,
    status: fixture?.status ?? 'scheduled',
    home_score: text(fixture?.home_score),
    away_score: text(fixture?.away_score),
    round: text(fixture?.round),
  };
}

/** The row to write; call only with values the schema accepted. */
export function toFixtureInput(values: FixtureFormValues): FixtureInput {
  const matchDate = inputsToIso(values.date, values.time);
  if (!matchDate) throw new Error('toFixtureInput needs validated values');
  return {
    competition_id: toId(values.competition_id),
    season_id: toId(values.season_id),
    home_team_id: Number(values.home_team_id),
    away_team_id: Number(values.away_team_id),
    referee_team_id: toId(values.referee_team_id),
    venue_id: toId(values.venue_id),
    match_date: matchDate,
    status: values.status,
    home_score: toScore(values.home_score),
    away_score: toScore(values.away_score),
    round: values.round ? Number(values.round) : null,
  };
}
