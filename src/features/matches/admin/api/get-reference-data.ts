import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '@/features/matches/admin/utils/validate-fixture-rows';
import { lookupKeys } from '@/lib/lookups';
import { supabase } from '@/lib/supabase';

/** The names a file may use: a reference list, refreshed by every write to its tables. */
export const fixtureImportKeys = {
  reference: () => [...lookupKeys.all, 'fixture-import'] as const,
};

/** Names and ids of every team, venue, competition and season: what the file's names must match. */
export async function getReferenceData(): Promise<ReferenceData> {
  const [teams, venues, competitions, seasons] = await Promise.all([
    supabase.from('teams').select('id, name').throwOnError(),
    supabase.from('venues').select('id, name').throwOnError(),
    supabase.from('competitions').select('id, name').throwOnError(),
    supabase.from('seasons').select('id, name').throwOnError(),
  ]);
  return {
    teams: teams.data,
    venues: venues.data,
    competitions: competitions.data,
    seasons: seasons.data,
  };
}

export const referenceDataQuery = () =>
  queryOptions({ queryKey: fixtureImportKeys.reference(), queryFn: getReferenceData });

export function useReferenceData() {
  return useQuery(referenceDataQuery());
}
