export type MatchTab = 'upcoming' | 'completed';

export interface MatchFilters {
  competitionId: number;
  seasonId: number;
  tab: MatchTab;
  teamId: number | null;
}

/**
 * Every cached shape of a match (a fixture), public and admin, under one root, so a write that
 * changes matches (src/entities/changes.ts) reaches them all with one invalidation.
 */
export const matchKeys = {
  all: ['matches'] as const,
  lists: () => [...matchKeys.all, 'list'] as const,
  list: (filters: MatchFilters) => [...matchKeys.lists(), filters] as const,
  byIds: (ids: readonly number[]) => [...matchKeys.lists(), { ids }] as const,
  details: () => [...matchKeys.all, 'detail'] as const,
  detail: (id: number) => [...matchKeys.details(), id] as const,
  headToHead: (matchId: number) => [...matchKeys.detail(matchId), 'head-to-head'] as const,
  seasonTeams: (competitionId: number, seasonId: number) =>
    [...matchKeys.all, 'season-teams', { competitionId, seasonId }] as const,
  /** The admin screens' shapes (the fixtures list and form, the result form). */
  admin: () => [...matchKeys.all, 'admin'] as const,
};
