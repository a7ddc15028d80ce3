export interface HonorListFilters {
  search: string;
  page: number;
}

export const honorKeys = {
  all: ['admin-honors'] as const,
  lists: () => [...honorKeys.all, 'list'] as const,
  list: (filters: HonorListFilters) => [...honorKeys.lists(), filters] as const,
  details: () => [...honorKeys.all, 'detail'] as const,
  detail: (id: number) => [...honorKeys.details(), id] as const,
};
