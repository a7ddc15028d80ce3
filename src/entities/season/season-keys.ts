/** Every cached shape of a season, public (the pickers) and admin, under one root. */
export const seasonKeys = {
  all: ['seasons'] as const,
  lists: () => [...seasonKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown> = {}) => [...seasonKeys.lists(), filters] as const,
  /** The admin screens' shapes (paged lists, the edit form's row). */
  admin: () => [...seasonKeys.all, 'admin'] as const,
};
