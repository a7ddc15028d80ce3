export const ROLES = ['admin', 'editor', 'captain', 'player'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that see the Admin link and can enter the admin area. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'editor', 'captain'];

/** Narrows the database value; anything unknown counts as no role (no permissions). */
export function toRole(value: string | null | undefined): Role | null {
  return ROLES.find((role) => role === value) ?? null;
}

/** Passes only with a role; admin passes every check, others when their role is allowed. */
export function roleHasPermission(role: Role | null, allowed: readonly Role[]): boolean {
  if (!role) return false;
  return role === 'admin' || allowed.includes(role);
}
