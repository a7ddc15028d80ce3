import type { PlayerFilter } from '@/features/players/utils/search';

export const playerKeys = {
  all: ['players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  list: (filter: PlayerFilter) => [...playerKeys.lists(), filter] as const,
  /** Team ids and names, to match a search against team names. */
  teamNames: () => [...playerKeys.all, 'team-names'] as const,
  details: () => [...playerKeys.all, 'detail'] as const,
  detail: (id: number) => [...playerKeys.details(), id] as const,
  stats: (id: number) => [...playerKeys.detail(id), 'stats'] as const,
  goals: (id: number) => [...playerKeys.detail(id), 'goals'] as const,
};
