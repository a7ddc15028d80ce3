export interface TopScorersFilters {
  competitionId: number;
  seasonId: number;
}

/**
 * League statistics (top scorers, the season charts' goals per match): derived data, computed
 * from goals, matches, players and teams. Writes that change those invalidate this root; a
 * player's or a team's own numbers live under the player and team roots.
 */
export const statisticKeys = {
  all: ['statistics'] as const,
  topScorers: () => [...statisticKeys.all, 'top-scorers'] as const,
  topScorersList: (filters: TopScorersFilters) => [...statisticKeys.topScorers(), filters] as const,
  /** A team's goals for and against match by match (its page's season chart). */
  teamGoalsByMatch: (teamId: number) =>
    [...statisticKeys.all, 'team-goals-by-match', teamId] as const,
  /** A player's goals added up match by match (his page's season chart). */
  playerGoalsByMatch: (playerId: number) =>
    [...statisticKeys.all, 'player-goals-by-match', playerId] as const,
};
