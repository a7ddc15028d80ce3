import { NONE } from '@/components/admin/select-field';
import type { FixtureFormValues } from '@/entities/match/match-schema';
import type { MatchStatus } from '@/entities/match/match-rules';
import type { FixtureInput } from '@/features/matches/admin/api/save-fixture';
import { inputsToIso, isoToInputs } from '@/lib/league-clock';

const toId = (value: string) => (value && value !== NONE ? Number(value) : null);
const toScore = (value: string) => (value === '' ? null : Number(value));

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
