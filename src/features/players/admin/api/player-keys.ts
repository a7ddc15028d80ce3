import { playerKeys } from '@/entities/player/player-keys';

export interface PlayerListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const adminPlayerKeys = {
  all: [...playerKeys.admin()] as const,
  lists: () => [...adminPlayerKeys.all, 'list'] as const,
  list: (filters: PlayerListFilters) => [...adminPlayerKeys.lists(), filters] as const,
  details: () => [...adminPlayerKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminPlayerKeys.details(), id] as const,
};
