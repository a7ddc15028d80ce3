import { seasonKeys as season } from '@/entities/season/season-keys';

export interface SeasonListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const seasonKeys = {
  all: [...season.admin()] as const,
  lists: () => [...seasonKeys.all, 'list'] as const,
  list: (filters: SeasonListFilters) => [...seasonKeys.lists(), filters] as const,
  details: () => [...seasonKeys.all, 'detail'] as const,
  detail: (id: number) => [...seasonKeys.details(), id] as const,
};
