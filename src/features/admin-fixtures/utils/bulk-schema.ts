import { z } from 'zod';
import { NONE } from '@/components/admin/select-field';
import type { FixtureOptions } from '@/features/admin-fixtures/api/get-fixture-options';
import type { FixtureInput } from '@/features/admin-fixtures/api/save-fixture';
import {
  roundRobin,
  scheduleRounds,
  type Round,
  type ScheduleTeam,
} from '@/features/admin-fixtures/utils/round-robin';
import { inputsToIso } from '@/lib/league-clock';

const REQUIRED = 'common:validation.required';

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

export interface BulkPlan {
  rounds: Round<ScheduleTeam>[];
  rows: FixtureInput[];
}

/** The calendar the values describe: rounds (for the preview) and the rows to insert. */
export function planFixtures(values: BulkFormValues, options: FixtureOptions): BulkPlan {
  // Teams in the league's name order, so the same choice always gives the same calendar.
  const teams: ScheduleTeam[] = options.teams
    .filter((team) => values.team_ids.includes(String(team.id)))
    .map((team) => ({ id: team.id, venueId: team.venue_id }));
  const rounds = roundRobin(teams, values.legs === '2' ? 2 : 1);
  const planned = scheduleRounds(rounds, {
    startDate: values.start_date,
    weekday: Number(values.weekday),
    time: values.time,
    venueMode: values.venue_mode,
    venueIds: values.venue_ids.map(Number),
  });
  const id = (value: string) => (value && value !== NONE ? Number(value) : null);
  return {
    rounds,
    rows: planned.map((match) => ({
      ...match,
      competition_id: id(values.competition_id),
      season_id: id(values.season_id),
      status: 'scheduled',
    })),
  };
}
