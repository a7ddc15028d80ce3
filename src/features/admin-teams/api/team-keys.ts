export interface TeamListFilters {
  search: string;
  page: number;
}

export const teamKeys = {
  all: ['admin-teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (filters: TeamListFilters) => [...teamKeys.lists(), filters] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  detail: (id: number) => [...teamKeys.details(), id] as const,
};
