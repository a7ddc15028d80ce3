import { sponsorKeys } from '@/entities/sponsor/sponsor-keys';

export interface SponsorListFilters {
  search: string;
  page: number;
}

/** Admin shapes under the entity's root: invalidating the root reaches them. */
export const adminSponsorKeys = {
  all: [...sponsorKeys.admin()] as const,
  lists: () => [...adminSponsorKeys.all, 'list'] as const,
  list: (filters: SponsorListFilters) => [...adminSponsorKeys.lists(), filters] as const,
  details: () => [...adminSponsorKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminSponsorKeys.details(), id] as const,
};
