export interface BracketId {
  competitionId: number;
  seasonId: number;
}

/**
 * Playoff brackets, public and admin, under one root: a bracket is stored by the admin's bracket
 * editor, and what it shows (teams, scores, winners) is read from matches and teams, so writes to
 * those invalidate this root too.
 */
export const playoffKeys = {
  all: ['playoffs'] as const,
  lists: () => [...playoffKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown>) => [...playoffKeys.lists(), filters] as const,
  details: () => [...playoffKeys.all, 'detail'] as const,
  detail: (id: BracketId) => [...playoffKeys.details(), id] as const,
  /** The bracket of the main competition in the latest season, whichever those are. */
  current: () => [...playoffKeys.details(), 'current'] as const,
  /** The admin's bracket editor. */
  admin: () => [...playoffKeys.all, 'admin'] as const,
};
