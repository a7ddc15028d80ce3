export interface TopScorersFilters {
  competitionId: number;
  seasonId: number;
}

export const statisticKeys = {
  all: ['statistics'] as const,
  topScorers: () => [...statisticKeys.all, 'top-scorers'] as const,
  topScorersList: (filters: TopScorersFilters) => [...statisticKeys.topScorers(), filters] as const,
};
