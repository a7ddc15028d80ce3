import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchLeagueSelection } from '@/app/routes/league/prefetch-selection';
import { getTopScorersQueryOptions } from '@/features/statistics/api/get-top-scorers';

/** The statistics page's data: the pickers' lists, then the chosen top scorers. Two levels. */
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const selection = await prefetchLeagueSelection(queryClient, new URL(request.url).searchParams);
  if (selection) await queryClient.prefetchQuery(getTopScorersQueryOptions(selection));
}
