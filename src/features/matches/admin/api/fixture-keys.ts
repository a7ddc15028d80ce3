import { matchKeys } from '@/entities/match/match-keys';
import type { MatchStatus } from '@/entities/match/match-rules';
import { playerKeys } from '@/entities/player/player-keys';
import { lookupKeys } from '@/lib/lookups';

export interface FixtureFilters {
  search: string;
  competitionId: number | null;
  seasonId: number | null;
  status: MatchStatus | null;
  /** A captain's list: only the matches of this team. */
  teamId: number | null;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const fixtureKeys = {
  all: [...matchKeys.admin()] as const,
  lists: () => [...fixtureKeys.all, 'list'] as const,
  list: (filters: FixtureFilters, page: number) =>
    [...fixtureKeys.lists(), { ...filters, page }] as const,
  details: () => [...fixtureKeys.all, 'detail'] as const,
  detail: (id: number) => [...fixtureKeys.details(), id] as const,
  /** Tournament legs per competition-season (bulk create): a reference list, like the lookups. */
  legs: () => [...lookupKeys.all, 'competition-season-legs'] as const,
  /** The two teams' players, for the result's scorers. */
  squads: (homeTeamId: number, awayTeamId: number) =>
    [...playerKeys.admin(), 'squads', { homeTeamId, awayTeamId }] as const,
};
