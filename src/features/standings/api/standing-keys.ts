export interface StandingsFilters {
  competitionId: number;
  seasonId: number;
}

export const standingKeys = {
  all: ['standings'] as const,
  lists: () => [...standingKeys.all, 'list'] as const,
  list: (filters: StandingsFilters) => [...standingKeys.lists(), filters] as const,
  locks: () => [...standingKeys.all, 'lock'] as const,
  lock: (filters: StandingsFilters) => [...standingKeys.locks(), filters] as const,
};
