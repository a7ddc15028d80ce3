export interface VenueListFilters {
  search: string;
  page: number;
}

export const venueKeys = {
  all: ['admin-venues'] as const,
  lists: () => [...venueKeys.all, 'list'] as const,
  list: (filters: VenueListFilters) => [...venueKeys.lists(), filters] as const,
  details: () => [...venueKeys.all, 'detail'] as const,
  detail: (id: number) => [...venueKeys.details(), id] as const,
};
