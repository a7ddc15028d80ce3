import { teamKeys } from '@/entities/team/team-keys';

export interface TeamListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const adminTeamKeys = {
  all: [...teamKeys.admin()] as const,
  lists: () => [...adminTeamKeys.all, 'list'] as const,
  list: (filters: TeamListFilters) => [...adminTeamKeys.lists(), filters] as const,
  details: () => [...adminTeamKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminTeamKeys.details(), id] as const,
};
