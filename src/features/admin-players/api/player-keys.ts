import { playerKeys as player } from '@/entities/player/player-keys';

export interface PlayerListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const playerKeys = {
  all: [...player.admin()] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  list: (filters: PlayerListFilters) => [...playerKeys.lists(), filters] as const,
  details: () => [...playerKeys.all, 'detail'] as const,
  detail: (id: number) => [...playerKeys.details(), id] as const,
};
