/**
 * Every cached shape of a team, public and admin, under one root, so a write that changes teams
 * (src/entities/changes.ts) reaches them all with one invalidation.
 */
export type TeamMatchesKind = 'recent' | 'upcoming';

export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: () => [...teamKeys.lists(), {}] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  detail: (id: number) => [...teamKeys.details(), id] as const,
  matches: (id: number, kind: TeamMatchesKind) =>
    [...teamKeys.detail(id), 'matches', kind] as const,
  seasonStats: (id: number) => [...teamKeys.detail(id), 'season-stats'] as const,
  fixtures: (id: number) => [...teamKeys.detail(id), 'fixtures'] as const,
  /** The admin screens' shapes (paged lists, the edit form's row). */
  admin: () => [...teamKeys.all, 'admin'] as const,
};
