import type { PlayerFields } from '@/features/players/admin/api/save-player';
import { isJerseyNumber, PLAYER_ROLES, type PlayerRole } from '@/entities/player/player-rules';
import { NameIndex } from '@/entities/team/team-name';
import { labelKey, matchHeaders } from '@/lib/spreadsheet/headers';
import type { ParsedSheet } from '@/lib/spreadsheet/read-spreadsheet';

export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'team',
  'role',
  'jersey_number',
  'nationality',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Column index per field; null when the file has no such column. */
export type ColumnMapping = Record<ImportField, number | null>;

export type ImportErrorCode =
  | 'firstNameMissing'
  | 'lastNameMissing'
  | 'teamMissing'
  | 'teamNotFound'
  | 'teamNotYours'
  | 'roleInvalid'
  | 'jerseyInvalid';

export interface PreviewRow {
  /** Row number as the spreadsheet shows it, blank rows and rows above the header counted. */
  line: number;
  cells: Record<ImportField, string>;
  player: PlayerFields | null;
  errors: ImportErrorCode[];
}

/** Header names recognised per field, in the three UI languages, compared under labelKey. */
const HEADER_ALIASES: Record<ImportField, string[]> = {
  first_name: ['firstname', 'first', 'nome', 'voornaam', 'givenname'],
  last_name: ['lastname', 'last', 'surname', 'cognome', 'achternaam', 'familyname'],
  team: ['team', 'teamname', 'squadra', 'nomesquadra', 'club'],
  role: ['role', 'ruolo', 'rol', 'position', 'posizione', 'positie'],
  jersey_number: [
    'jerseynumber',
    'jersey',
    'number',
    'numero',
    'maglia',
    'numeromaglia',
    'rugnummer',
    'nummer',
    'shirt',
  ],
  nationality: ['nationality', 'nazionalita', 'nationaliteit', 'nazione', 'country'],
};

/** Guesses the column of each field from the header row. */
export function autoMapColumns(headers: readonly string[]): ColumnMapping {
  return matchHeaders(headers, IMPORT_FIELDS, HEADER_ALIASES);
}

const ROLE_ALIASES: Record<PlayerRole, string[]> = {
  goalkeeper: ['goalkeeper', 'keeper', 'gk', 'portiere', 'por', 'doelman'],
  defender: ['defender', 'def', 'difensore', 'dif', 'verdediger'],
  midfielder: ['midfielder', 'mid', 'centrocampista', 'cen', 'middenvelder'],
  forward: ['forward', 'striker', 'fw', 'attaccante', 'att', 'aanvaller', 'spits'],
};

export function parseRole(text: string): PlayerRole | null | undefined {
  const value = labelKey(text);
  if (!value) return null;
  return PLAYER_ROLES.find((role) => ROLE_ALIASES[role].includes(value));
}

interface ValidateOptions {
  teams: readonly { id: number; name: string }[];
  /** A captain imports into his own team only: no team column needed, another team refused. */
  lockedTeamId?: number | null;
}

/** Checks every row and builds the player it describes (null when it has errors). */
export function validateRows(
  sheet: ParsedSheet,
  mapping: ColumnMapping,
  { teams, lockedTeamId }: ValidateOptions,
): PreviewRow[] {
  const teamByName = new NameIndex(teams);
  return sheet.rows.map((row) => {
    const cells = {} as Record<ImportField, string>;
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      cells[field] = column === null ? '' : (row.cells[column] ?? '').trim();
    }
    const errors: ImportErrorCode[] = [];
    if (!cells.first_name) errors.push('firstNameMissing');
    if (!cells.last_name) errors.push('lastNameMissing');

    let teamId: number | null = lockedTeamId ?? null;
    if (cells.team) {
      const found = teamByName.find(cells.team);
      if (found === undefined) errors.push('teamNotFound');
      else if (lockedTeamId && found !== lockedTeamId) errors.push('teamNotYours');
      else teamId = found;
    } else if (!lockedTeamId) {
      errors.push('teamMissing');
    }

    const role = parseRole(cells.role);
    if (role === undefined) errors.push('roleInvalid');

    let jersey: number | null = null;
    if (cells.jersey_number) {
      if (isJerseyNumber(cells.jersey_number)) jersey = Number(cells.jersey_number);
      else errors.push('jerseyInvalid');
    }

    const player: PlayerFields | null = errors.length
      ? null
      : {
          first_name: cells.first_name,
          last_name: cells.last_name,
          team_id: teamId,
          role: role ?? null,
          jersey_number: jersey,
          nationality: cells.nationality || null,
        };
    return { line: row.line, cells, player, errors };
  });
}
