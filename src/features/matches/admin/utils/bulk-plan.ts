import { NONE } from '@/components/admin/select-field';
import type { BulkFormValues } from '@/entities/match/match-schema';
import type { FixtureOptions } from '@/features/matches/admin/api/get-fixture-options';
import type { FixtureInput } from '@/features/matches/admin/api/save-fixture';
import {
  roundRobin,
  scheduleRounds,
  type Round,
  type ScheduleTeam,
} from '@/features/matches/admin/utils/round-robin';

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
