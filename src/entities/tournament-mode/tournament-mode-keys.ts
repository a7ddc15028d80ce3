export interface TournamentModeListFilters {
  search: string;
  page: number;
}

/** A tournament mode's cached shapes (standings and playoffs read modes inside their own). */
export const tournamentModeKeys = {
  all: ['tournament-modes'] as const,
  lists: () => [...tournamentModeKeys.all, 'list'] as const,
  list: (filters: TournamentModeListFilters) => [...tournamentModeKeys.lists(), filters] as const,
  details: () => [...tournamentModeKeys.all, 'detail'] as const,
  detail: (id: number) => [...tournamentModeKeys.details(), id] as const,
};
