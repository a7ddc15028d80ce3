import { honorKeys as honor } from '@/entities/honor/honor-keys';

export interface HonorListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const honorKeys = {
  all: [...honor.admin()] as const,
  lists: () => [...honorKeys.all, 'list'] as const,
  list: (filters: HonorListFilters) => [...honorKeys.lists(), filters] as const,
  details: () => [...honorKeys.all, 'detail'] as const,
  detail: (id: number) => [...honorKeys.details(), id] as const,
};
