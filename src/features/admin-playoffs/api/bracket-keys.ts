export const bracketKeys = {
  all: ['admin-playoffs'] as const,
  details: () => [...bracketKeys.all, 'detail'] as const,
  detail: (competitionId: number, seasonId: number) =>
    [...bracketKeys.details(), { competitionId, seasonId }] as const,
};
