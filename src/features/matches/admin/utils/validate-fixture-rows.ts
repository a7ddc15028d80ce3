import { NameIndex, type NamedRecord } from '@/entities/team/team-name';
import { wallTimeToIso } from '@/lib/league-clock';
import type { ParsedSheet } from '@/lib/spreadsheet/read-spreadsheet';
import { IMPORT_COLUMNS, type ColumnMapping, type ImportColumn } from './import-columns';

/** The errors of spec §8 a row can have, plus a score that is not a whole number ≥ 0. */
export const ROW_ERRORS = [
  'homeTeamNotFound',
  'awayTeamNotFound',
  'teamsMustDiffer',
  'invalidDate',
  'scoresRequired',
  'invalidScore',
  'refereeNotFound',
  'refereeIsTeam',
  'venueNotFound',
  'competitionNotFound',
  'seasonNotFound',
] as const;

export type RowError = (typeof ROW_ERRORS)[number];

/** Existing records the names of the file are matched against. */
export interface ReferenceData {
  teams: readonly NamedRecord[];
  venues: readonly NamedRecord[];
  competitions: readonly NamedRecord[];
  seasons: readonly NamedRecord[];
}

/**
 * One element of import_fixtures(p_rows): ids resolved, date as an instant. A type rather than
 * an interface so that it is assignable to the RPC's Json parameter.
 */
export type FixturePayload = {
  home_team_id: number;
  away_team_id: number;
  referee_team_id: number | null;
  venue_id: number | null;
  competition_id: number | null;
  season_id: number | null;
  match_date: string;
  home_score: number | null;
  away_score: number | null;
};

export interface ValidatedRow {
  line: number;
  values: Record<ImportColumn, string>;
  errors: RowError[];
  /** Present exactly when the row has no error. */
  fixture: FixturePayload | null;
}

const DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/;

/** 'DD/MM/YYYY HH:mm' read in the league zone, or null when malformed or not a real time. */
export function parseImportDate(text: string): string | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, day, month, year, hour, minute] = match.map(Number);
  return wallTimeToIso({ year, month, day, hour, minute });
}

type ScoreResult = { ok: true; value: number | null } | { ok: false };

function parseScore(text: string): ScoreResult {
  if (text === '') return { ok: true, value: null };
  if (!/^\d{1,3}$/.test(text)) return { ok: false };
  return { ok: true, value: Number(text) };
}

/**
 * Checks every data row against the rules of spec §5 and resolves names to ids. A row is a
 * completed match when it has both scores and a scheduled one when it has neither; one score
 * alone is 'scores are required for completed matches' (docs/decisions-admin-fixtures.md).
 */
export function validateFixtureRows(
  sheet: ParsedSheet,
  mapping: ColumnMapping,
  reference: ReferenceData,
): ValidatedRow[] {
  const teams = new NameIndex(reference.teams);
  const venues = new NameIndex(reference.venues);
  const competitions = new NameIndex(reference.competitions);
  const seasons = new NameIndex(reference.seasons);

  return sheet.rows.map(({ line, cells }) => {
    const values = {} as Record<ImportColumn, string>;
    for (const column of IMPORT_COLUMNS) {
      const index = mapping[column];
      values[column] = index === null ? '' : (cells[index] ?? '').trim();
    }
    const errors: RowError[] = [];

    const home = teams.find(values.home_team_name);
    const away = teams.find(values.away_team_name);
    if (home === undefined) errors.push('homeTeamNotFound');
    if (away === undefined) errors.push('awayTeamNotFound');
    if (home !== undefined && home === away) errors.push('teamsMustDiffer');

    const matchDate = parseImportDate(values.match_date);
    if (!matchDate) errors.push('invalidDate');

    const homeScore = parseScore(values.home_score);
    const awayScore = parseScore(values.away_score);
    if (!homeScore.ok || !awayScore.ok) errors.push('invalidScore');
    else if ((homeScore.value === null) !== (awayScore.value === null))
      errors.push('scoresRequired');

    let referee: number | null = null;
    if (values.referee_team_name !== '') {
      const found = teams.find(values.referee_team_name);
      if (found === undefined) errors.push('refereeNotFound');
      else if (found === home || found === away) errors.push('refereeIsTeam');
      else referee = found;
    }

    const optional = (index: NameIndex, text: string, error: RowError): number | null => {
      if (text === '') return null;
      const found = index.find(text);
      if (found === undefined) errors.push(error);
      return found ?? null;
    };
    const venue = optional(venues, values.venue_name, 'venueNotFound');
    const competition = optional(competitions, values.competition_name, 'competitionNotFound');
    const season = optional(seasons, values.season_name, 'seasonNotFound');

    const fixture: FixturePayload | null =
      errors.length === 0 && home !== undefined && away !== undefined && matchDate
        ? {
            home_team_id: home,
            away_team_id: away,
            referee_team_id: referee,
            venue_id: venue,
            competition_id: competition,
            season_id: season,
            match_date: matchDate,
            home_score: homeScore.ok ? homeScore.value : null,
            away_score: awayScore.ok ? awayScore.value : null,
          }
        : null;
    return { line, values, errors, fixture };
  });
}
