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
  /** Every team's position after each round (the tables page's season chart). */
  byRound: (filters: StandingsFilters) => [...standingKeys.all, 'by-round', filters] as const,
  /** One team's position after each round (its page's season chart). */
  teamByRound: (teamId: number) => [...standingKeys.all, 'team-by-round', teamId] as const,
};
