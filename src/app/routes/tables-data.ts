import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchLeagueSelection } from '@/app/routes/league/prefetch-selection';
import { getStandingsTableQueryOptions } from '@/features/standings/api/get-standings-table';

/**
 * The tables page's data, with the same query options the page uses: the competitions and
 * seasons side by side, then the chosen table (one request). Two levels.
 */
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const selection = await prefetchLeagueSelection(queryClient, new URL(request.url).searchParams);
  if (selection) await queryClient.prefetchQuery(getStandingsTableQueryOptions(selection));
}
