import { competitionKeys as competition } from '@/entities/competition/competition-keys';

export interface CompetitionListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const competitionKeys = {
  all: [...competition.admin()] as const,
  lists: () => [...competitionKeys.all, 'list'] as const,
  list: (filters: CompetitionListFilters) => [...competitionKeys.lists(), filters] as const,
  details: () => [...competitionKeys.all, 'detail'] as const,
  detail: (id: number) => [...competitionKeys.details(), id] as const,
};
