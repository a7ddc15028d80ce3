export interface PlayerListFilters {
  search: string;
  page: number;
}

export const playerKeys = {
  all: ['admin-players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  list: (filters: PlayerListFilters) => [...playerKeys.lists(), filters] as const,
  details: () => [...playerKeys.all, 'detail'] as const,
  detail: (id: number) => [...playerKeys.details(), id] as const,
};
