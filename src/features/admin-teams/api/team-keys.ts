import { teamKeys as team } from '@/entities/team/team-keys';

export interface TeamListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const teamKeys = {
  all: [...team.admin()] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (filters: TeamListFilters) => [...teamKeys.lists(), filters] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  detail: (id: number) => [...teamKeys.details(), id] as const,
};
