/**
 * Every cached shape of a competition, public (the pickers) and admin, under one root, so a
 * write that changes competitions (src/entities/changes.ts) reaches them all.
 */
export const competitionKeys = {
  all: ['competitions'] as const,
  lists: () => [...competitionKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown> = {}) => [...competitionKeys.lists(), filters] as const,
  /** The admin screens' shapes (paged lists, the edit form's row). */
  admin: () => [...competitionKeys.all, 'admin'] as const,
};

/**
 * Competitions and seasons change a few times a year; a visit never needs to refetch them. A
 * save invalidates them (src/entities/changes.ts), so this never hides an edit in the same tab.
 */
export const REFERENCE_STALE_TIME = 5 * 60_000;
