import type { Database } from '@/types/database';

export type MatchStatus = Database['public']['Enums']['match_status'];

export const MATCH_STATUSES: readonly MatchStatus[] = [
  'scheduled',
  'ongoing',
  'completed',
  'postponed',
  'cancelled',
];

export interface FixtureFilters {
  search: string;
  competitionId: number | null;
  seasonId: number | null;
  status: MatchStatus | null;
  /** A captain's list: only the matches of this team. */
  teamId: number | null;
}

export const fixtureKeys = {
  all: ['admin-fixtures'] as const,
  lists: () => [...fixtureKeys.all, 'list'] as const,
  list: (filters: FixtureFilters, page: number) =>
    [...fixtureKeys.lists(), { ...filters, page }] as const,
  details: () => [...fixtureKeys.all, 'detail'] as const,
  detail: (id: number) => [...fixtureKeys.details(), id] as const,
  options: () => [...fixtureKeys.all, 'options'] as const,
  squads: (homeTeamId: number, awayTeamId: number) =>
    [...fixtureKeys.all, 'squads', { homeTeamId, awayTeamId }] as const,
  seasonTeams: (competitionId: number, seasonId: number) =>
    [...fixtureKeys.all, 'season-teams', { competitionId, seasonId }] as const,
};
