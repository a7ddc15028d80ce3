import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ReferenceData } from '@/features/matches/admin/utils/validate-fixture-rows';
import {
  competitionOptionsQuery,
  seasonOptionsQuery,
  teamOptionsQuery,
  venueOptionsQuery,
  type LookupOption,
} from '@/lib/lookups';

function combine(results: UseQueryResult<LookupOption[]>[]) {
  const [teams, venues, competitions, seasons] = results.map((query) => query.data);
  const data: ReferenceData | undefined =
    teams && venues && competitions && seasons
      ? { teams, venues, competitions, seasons }
      : undefined;
  return { data, isError: results.some((query) => query.isError) };
}

/**
 * Names and ids of every team, venue, competition and season: what the file's names must match.
 * The shared lookups (src/lib/lookups.ts), refreshed by every write to their tables.
 */
export function useReferenceData() {
  return useQueries({
    queries: [
      teamOptionsQuery(),
      venueOptionsQuery(),
      competitionOptionsQuery(),
      seasonOptionsQuery(),
    ],
    combine,
  });
}
