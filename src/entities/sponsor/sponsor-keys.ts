export interface SponsorListFilters {
  search: string;
  page: number;
}

/** A sponsor's cached shapes (public pages read sponsors inside a team's page). */
export const sponsorKeys = {
  all: ['sponsors'] as const,
  lists: () => [...sponsorKeys.all, 'list'] as const,
  list: (filters: SponsorListFilters) => [...sponsorKeys.lists(), filters] as const,
  details: () => [...sponsorKeys.all, 'detail'] as const,
  detail: (id: number) => [...sponsorKeys.details(), id] as const,
};
