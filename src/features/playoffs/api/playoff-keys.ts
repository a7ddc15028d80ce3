export interface BracketId {
  competitionId: number;
  seasonId: number;
}

export const playoffKeys = {
  all: ['playoffs'] as const,
  lists: () => [...playoffKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown>) => [...playoffKeys.lists(), filters] as const,
  details: () => [...playoffKeys.all, 'detail'] as const,
  detail: (id: BracketId) => [...playoffKeys.details(), id] as const,
  /** The bracket of the main competition in the latest season, whichever those are. */
  current: () => [...playoffKeys.details(), 'current'] as const,
};
