import { matchHeaders } from '@/lib/spreadsheet/headers';

/** The columns of a fixture import file (spec §3), in the order the wizard shows them. */
export const IMPORT_COLUMNS = [
  'home_team_name',
  'away_team_name',
  'match_date',
  'referee_team_name',
  'competition_name',
  'season_name',
  'home_score',
  'away_score',
  'venue_name',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Referee, competition, season, scores and venue are optional (spec §5). */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'home_team_name',
  'away_team_name',
  'match_date',
];

/** Column index in the file for each import column; null = not in the file. */
export type ColumnMapping = Record<ImportColumn, number | null>;

// Headers people actually write, in the three UI languages, compared without case, accents, spaces
// or punctuation (labelKey). The spec's own names come first.
const HEADER_ALIASES: Record<ImportColumn, string[]> = {
  home_team_name: [
    'home team name',
    'home team',
    'home',
    'squadra casa',
    'squadra di casa',
    'casa',
    'thuisploeg',
    'thuisteam',
    'thuis',
  ],
  away_team_name: [
    'away team name',
    'away team',
    'away',
    'squadra ospite',
    'ospite',
    'ospiti',
    'trasferta',
    'uitploeg',
    'uitteam',
    'uit',
  ],
  match_date: [
    'match date',
    'date',
    'date time',
    'datetime',
    'kick off',
    'data',
    'data ora',
    'data e ora',
    'data partita',
    'datum',
    'datum tijd',
    'aftrap',
  ],
  referee_team_name: [
    'referee team name',
    'referee team',
    'referee',
    'arbitro',
    'squadra arbitro',
    'arbitraggio',
    'scheidsrechter',
    'scheidsrechter team',
  ],
  competition_name: [
    'competition name',
    'competition',
    'league',
    'competizione',
    'campionato',
    'competitie',
  ],
  season_name: ['season name', 'season', 'stagione', 'seizoen'],
  home_score: [
    'home score',
    'home goals',
    'gol casa',
    'reti casa',
    'punteggio casa',
    'goal casa',
    'thuisscore',
    'score thuis',
    'doelpunten thuis',
  ],
  away_score: [
    'away score',
    'away goals',
    'gol ospite',
    'reti ospite',
    'punteggio ospite',
    'goal ospite',
    'uitscore',
    'score uit',
    'doelpunten uit',
  ],
  venue_name: [
    'venue name',
    'venue',
    'campo',
    'impianto',
    'luogo',
    'sede',
    'veld',
    'locatie',
    'accommodatie',
  ],
};

/** Maps every import column to the first file header that names it; each header is used once. */
export function autoMapColumns(headers: readonly string[]): ColumnMapping {
  return matchHeaders(headers, IMPORT_COLUMNS, HEADER_ALIASES);
}

/** Required columns the mapping leaves out; the wizard cannot go on while any is missing. */
export function missingRequiredColumns(mapping: ColumnMapping): ImportColumn[] {
  return REQUIRED_COLUMNS.filter((column) => mapping[column] === null);
}
