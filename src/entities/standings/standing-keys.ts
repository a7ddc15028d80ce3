export interface StandingsFilters {
  competitionId: number;
  seasonId: number;
}

/**
 * League tables: derived data, computed by the database from matches (their teams, scores and
 * status), teams and the season's tournament mode. Writes that change those invalidate this root.
 */
export const standingKeys = {
  all: ['standings'] as const,
  tables: () => [...standingKeys.all, 'table'] as const,
  table: (filters: StandingsFilters) => [...standingKeys.tables(), filters] as const,
};
