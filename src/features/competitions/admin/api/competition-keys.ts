import { competitionKeys } from '@/entities/competition/competition-keys';

export interface CompetitionListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const adminCompetitionKeys = {
  all: [...competitionKeys.admin()] as const,
  lists: () => [...adminCompetitionKeys.all, 'list'] as const,
  list: (filters: CompetitionListFilters) => [...adminCompetitionKeys.lists(), filters] as const,
  details: () => [...adminCompetitionKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminCompetitionKeys.details(), id] as const,
};
