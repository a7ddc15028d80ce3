export interface CompetitionListFilters {
  search: string;
  page: number;
}

export const competitionKeys = {
  all: ['admin-competitions'] as const,
  lists: () => [...competitionKeys.all, 'list'] as const,
  list: (filters: CompetitionListFilters) => [...competitionKeys.lists(), filters] as const,
  details: () => [...competitionKeys.all, 'detail'] as const,
  detail: (id: number) => [...competitionKeys.details(), id] as const,
};
