export interface TopScorersFilters {
  competitionId: number;
  seasonId: number;
}

/**
 * League statistics (top scorers): derived data, computed from goals, matches, players and
 * teams. Writes that change those invalidate this root; a player's or a team's own numbers live
 * under the player and team roots.
 */
export const statisticKeys = {
  all: ['statistics'] as const,
  topScorers: () => [...statisticKeys.all, 'top-scorers'] as const,
  topScorersList: (filters: TopScorersFilters) => [...statisticKeys.topScorers(), filters] as const,
};
