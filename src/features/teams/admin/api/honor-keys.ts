import { honorKeys } from '@/entities/honor/honor-keys';

export interface HonorListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const adminHonorKeys = {
  all: [...honorKeys.admin()] as const,
  lists: () => [...adminHonorKeys.all, 'list'] as const,
  list: (filters: HonorListFilters) => [...adminHonorKeys.lists(), filters] as const,
  details: () => [...adminHonorKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminHonorKeys.details(), id] as const,
};
