export interface StandingsFilters {
  competitionId: number;
  seasonId: number;
}

export const standingKeys = {
  all: ['standings'] as const,
  tables: () => [...standingKeys.all, 'table'] as const,
  table: (filters: StandingsFilters) => [...standingKeys.tables(), filters] as const,
};
