export interface SeasonListFilters {
  search: string;
  page: number;
}

export const seasonKeys = {
  all: ['admin-seasons'] as const,
  lists: () => [...seasonKeys.all, 'list'] as const,
  list: (filters: SeasonListFilters) => [...seasonKeys.lists(), filters] as const,
  details: () => [...seasonKeys.all, 'detail'] as const,
  detail: (id: number) => [...seasonKeys.details(), id] as const,
};
