import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/**
 * Id-and-name lists of the league's reference records, for the selects of admin forms (a team's
 * venue, a player's team, an honor's competition…), the users screen's team names and the
 * players search's team words. Shared because many features pick from the same lists, one fetch
 * and one key each; a write to one of these tables invalidates `lookups` (src/entities/changes.ts).
 */
export const lookupKeys = {
  all: ['lookups'] as const,
  teams: () => [...lookupKeys.all, 'teams'] as const,
  venues: () => [...lookupKeys.all, 'venues'] as const,
  competitions: () => [...lookupKeys.all, 'competitions'] as const,
  seasons: () => [...lookupKeys.all, 'seasons'] as const,
};

export interface LookupOption {
  id: number;
  name: string;
}

/** A team to pick, with its home venue (bulk create schedules each home match there). */
export interface TeamOption extends LookupOption {
  venue_id: number | null;
}

export const teamOptionsQuery = () =>
  queryOptions({
    queryKey: lookupKeys.teams(),
    queryFn: async (): Promise<TeamOption[]> =>
      (await supabase.from('teams').select('id, name, venue_id').order('name').throwOnError()).data,
  });

export const venueOptionsQuery = () =>
  queryOptions({
    queryKey: lookupKeys.venues(),
    queryFn: async (): Promise<LookupOption[]> =>
      (await supabase.from('venues').select('id, name').order('name').throwOnError()).data,
  });

export const competitionOptionsQuery = () =>
  queryOptions({
    queryKey: lookupKeys.competitions(),
    queryFn: async (): Promise<LookupOption[]> =>
      (await supabase.from('competitions').select('id, name').order('level').throwOnError()).data,
  });

export const seasonOptionsQuery = () =>
  queryOptions({
    queryKey: lookupKeys.seasons(),
    queryFn: async (): Promise<LookupOption[]> =>
      (
        await supabase
          .from('seasons')
          .select('id, name')
          .order('start_date', { ascending: false })
          // Two seasons may start on the same day: the newer row first, as the database's own lists.
          .order('id', { ascending: false })
          .throwOnError()
      ).data,
  });
