/**
 * Every cached shape of a sponsor under one root. Public pages read sponsors inside a team's page
 * (under the team's root); the admin screens' shapes are under `admin()`.
 */
export const sponsorKeys = {
  all: ['sponsors'] as const,
  /** The admin screens' shapes (paged lists, the edit form's row). */
  admin: () => [...sponsorKeys.all, 'admin'] as const,
};
