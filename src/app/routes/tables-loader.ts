import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getCompetitionsQueryOptions } from '@/features/competitions/api/get-competitions';
import { getSeasonsQueryOptions } from '@/features/competitions/api/get-seasons';
import {
  resolveSelection,
  type SelectionParams,
} from '@/features/competitions/utils/resolve-selection';
import { getSeasonLockQueryOptions } from '@/features/standings/api/get-season-lock';
import { getStandingsQueryOptions } from '@/features/standings/api/get-standings';
import { i18n } from '@/lib/i18n';
import { getQueryClient } from '@/lib/query-client';

/**
 * Starts the tables page's data from its route loader, with the same query options the page
 * uses: the competitions and seasons side by side, then the chosen table and its lock side by
 * side. Two levels. Errors are left to the page's own queries (and their toasts).
 */
async function prefetchStandings(queryClient: QueryClient, params: SelectionParams): Promise<void> {
  const [competitions, seasons] = await Promise.all([
    queryClient.ensureQueryData(getCompetitionsQueryOptions()),
    queryClient.ensureQueryData(getSeasonsQueryOptions()),
  ]).catch(() => [null, null]);
  if (!competitions || !seasons) return;
  const { competition, season } = resolveSelection(competitions, seasons, params);
  if (!competition || !season) return;
  const filters = { competitionId: competition.id, seasonId: season.id };
  await Promise.all([
    queryClient.prefetchQuery(getStandingsQueryOptions(filters)),
    queryClient.prefetchQuery(getSeasonLockQueryOptions(filters)),
  ]);
}

/**
 * The tables page's loader, apart from the page (router.tsx loads both at once): the data starts
 * with the translations, in parallel with the page's chunk, instead of after its first render.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  void prefetchStandings(getQueryClient(), {
    competition: params.get('competition'),
    season: params.get('season'),
  });
  // Translations first, so the page paints whole instead of a spinner then the page.
  await i18n.loadNamespaces(['standings', 'competitions']);
  return null;
}
