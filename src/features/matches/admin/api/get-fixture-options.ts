import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { fixtureKeys } from '@/features/matches/admin/api/fixture-keys';
import {
  competitionOptionsQuery,
  seasonOptionsQuery,
  teamOptionsQuery,
  venueOptionsQuery,
  type LookupOption,
  type TeamOption,
} from '@/lib/lookups';
import { supabase } from '@/lib/supabase';

export interface CompetitionSeasonLegs {
  competition_id: number;
  season_id: number;
  legs: number | null;
}

export interface FixtureOptions {
  teams: TeamOption[];
  venues: LookupOption[];
  competitions: LookupOption[];
  seasons: LookupOption[];
  /** Tournament legs per competition-season, for bulk create. */
  competitionSeasons: CompetitionSeasonLegs[];
}

/** Tournament legs per competition-season: the one list the shared lookups do not hold. */
export async function getCompetitionSeasonLegs(): Promise<CompetitionSeasonLegs[]> {
  const { data } = await supabase
    .from('competition_seasons')
    .select('competition_id, season_id, mode:tournament_modes(legs)')
    .throwOnError();
  return data.map((cs) => ({
    competition_id: cs.competition_id,
    season_id: cs.season_id,
    legs: cs.mode?.legs ?? null,
  }));
}

export const competitionSeasonLegsQuery = () =>
  queryOptions({ queryKey: fixtureKeys.legs(), queryFn: getCompetitionSeasonLegs });

type LookupResults = [
  UseQueryResult<TeamOption[]>,
  UseQueryResult<LookupOption[]>,
  UseQueryResult<LookupOption[]>,
  UseQueryResult<LookupOption[]>,
];

const lookupQueries = () =>
  [
    teamOptionsQuery(),
    venueOptionsQuery(),
    competitionOptionsQuery(),
    seasonOptionsQuery(),
  ] as const;

/** The four lookups' lists once all have come. */
function lookupLists([teams, venues, competitions, seasons]: LookupResults) {
  return teams.data && venues.data && competitions.data && seasons.data
    ? {
        teams: teams.data,
        venues: venues.data,
        competitions: competitions.data,
        seasons: seasons.data,
      }
    : undefined;
}

const anyError = (results: readonly UseQueryResult[]) => results.some((query) => query.isError);

function combineOptions(results: [...LookupResults, UseQueryResult<CompetitionSeasonLegs[]>]) {
  const [teams, venues, competitions, seasons, legs] = results;
  const lists = lookupLists([teams, venues, competitions, seasons]);
  const data: FixtureOptions | undefined =
    lists && legs.data ? { ...lists, competitionSeasons: legs.data } : undefined;
  return { data, isError: anyError(results) };
}

function combineLookups(results: LookupResults) {
  return { data: lookupLists(results), isError: anyError(results) };
}

/**
 * The reference lists behind the filters and forms: the shared lookups (src/lib/lookups.ts), the
 * same fetches and keys as every other admin picker, and the tournaments' legs.
 */
export function useFixtureOptions() {
  return useQueries({
    queries: [...lookupQueries(), competitionSeasonLegsQuery()],
    combine: combineOptions,
  });
}

/**
 * Names and ids of every team, venue, competition and season: what an import file's names must
 * match (the shared lookups, refreshed by every write to their tables).
 */
export function useReferenceData() {
  return useQueries({ queries: lookupQueries(), combine: combineLookups });
}
