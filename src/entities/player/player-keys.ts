/**
 * Every cached shape of a player, public and admin, under one root, so a write that changes
 * players (src/entities/changes.ts) reaches them all with one invalidation.
 */
export const playerKeys = {
  all: ['players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  // The filter's type belongs to the players feature, which the entity layer may not import.
  list: <F extends object>(filter: F) => [...playerKeys.lists(), filter] as const,
  details: () => [...playerKeys.all, 'detail'] as const,
  detail: (id: number) => [...playerKeys.details(), id] as const,
  stats: (id: number) => [...playerKeys.detail(id), 'stats'] as const,
  /** The admin screens' shapes (paged lists, the edit form's row). */
  admin: () => [...playerKeys.all, 'admin'] as const,
};
