import { seasonKeys } from '@/entities/season/season-keys';

export interface SeasonListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const adminSeasonKeys = {
  all: [...seasonKeys.admin()] as const,
  lists: () => [...adminSeasonKeys.all, 'list'] as const,
  list: (filters: SeasonListFilters) => [...adminSeasonKeys.lists(), filters] as const,
  details: () => [...adminSeasonKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminSeasonKeys.details(), id] as const,
};
