/** Every cached shape of an honor (a season's trophies), public and admin, under one root. */
export const honorKeys = {
  all: ['honors'] as const,
  lists: () => [...honorKeys.all, 'list'] as const,
  list: (filters: { competitionId: number; seasonId: number }) =>
    [...honorKeys.lists(), filters] as const,
  /** The admin screens' shapes (paged lists, the edit form's row). */
  admin: () => [...honorKeys.all, 'admin'] as const,
};
