export interface TournamentModeListFilters {
  search: string;
  page: number;
}

export const tournamentModeKeys = {
  all: ['admin-tournament-modes'] as const,
  lists: () => [...tournamentModeKeys.all, 'list'] as const,
  list: (filters: TournamentModeListFilters) => [...tournamentModeKeys.lists(), filters] as const,
  details: () => [...tournamentModeKeys.all, 'detail'] as const,
  detail: (id: number) => [...tournamentModeKeys.details(), id] as const,
};
