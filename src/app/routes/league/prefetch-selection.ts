import type { QueryClient } from '@tanstack/react-query';
import { getCompetitionsQueryOptions } from '@/features/competitions/api/get-competitions';
import { getSeasonsQueryOptions } from '@/features/competitions/api/get-seasons';
import {
  resolveSelection,
  type LeagueSelection,
} from '@/features/competitions/utils/resolve-selection';

/**
 * For a page's data module: the competitions and seasons side by side (the page's pickers read
 * the same cache entries), then the competition and season the URL asks for, the way
 * `useLeagueSelection` resolves them. Null when either list failed or is empty: the page's own
 * queries then show the error or the empty state.
 */
export async function prefetchLeagueSelection(
  queryClient: QueryClient,
  searchParams: URLSearchParams,
): Promise<{ competitionId: number; seasonId: number } | null> {
  const [competitions, seasons] = await Promise.all([
    queryClient.ensureQueryData(getCompetitionsQueryOptions()),
    queryClient.ensureQueryData(getSeasonsQueryOptions()),
  ]).catch(() => [null, null]);
  if (!competitions || !seasons) return null;
  const { competition, season }: LeagueSelection = resolveSelection(competitions, seasons, {
    competition: searchParams.get('competition'),
    season: searchParams.get('season'),
  });
  return competition && season ? { competitionId: competition.id, seasonId: season.id } : null;
}
