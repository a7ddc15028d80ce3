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
};
