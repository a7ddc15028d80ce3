export interface SponsorListFilters {
  search: string;
  page: number;
}

export const sponsorKeys = {
  all: ['admin-sponsors'] as const,
  lists: () => [...sponsorKeys.all, 'list'] as const,
  list: (filters: SponsorListFilters) => [...sponsorKeys.lists(), filters] as const,
  details: () => [...sponsorKeys.all, 'detail'] as const,
  detail: (id: number) => [...sponsorKeys.details(), id] as const,
};
