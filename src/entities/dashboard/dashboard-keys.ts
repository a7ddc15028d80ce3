/**
 * The admin dashboard's counts: derived data (teams, players, scheduled matches, registered
 * users), so writes to those invalidate this root.
 */
export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
};
