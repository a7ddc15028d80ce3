import { playoffKeys } from '@/entities/playoffs/playoff-keys';

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const bracketKeys = {
  all: [...playoffKeys.admin()] as const,
  details: () => [...bracketKeys.all, 'detail'] as const,
  detail: (competitionId: number, seasonId: number) =>
    [...bracketKeys.details(), { competitionId, seasonId }] as const,
};
