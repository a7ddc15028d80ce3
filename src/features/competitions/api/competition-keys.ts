export const competitionKeys = {
  all: ['competitions'] as const,
  lists: () => [...competitionKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown> = {}) => [...competitionKeys.lists(), filters] as const,
};

export const seasonKeys = {
  all: ['seasons'] as const,
  lists: () => [...seasonKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown> = {}) => [...seasonKeys.lists(), filters] as const,
};

export const honorKeys = {
  all: ['honors'] as const,
  lists: () => [...honorKeys.all, 'list'] as const,
  list: (filters: { competitionId: number; seasonId: number }) =>
    [...honorKeys.lists(), filters] as const,
};

/** Competitions and seasons change a few times a year; a visit never needs to refetch them. */
export const REFERENCE_STALE_TIME = 5 * 60_000;
