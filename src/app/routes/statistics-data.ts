import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  adoptStartedLeaguePage,
  prefetchLeagueSelection,
  type StartedLeaguePage,
} from '@/app/routes/league/prefetch-selection';
import {
  getTopScorersQueryOptions,
  type TopScorer,
} from '@/features/statistics/api/get-top-scorers';

/** page_statistics() in SQL. */
interface StartedStatisticsPage extends StartedLeaguePage {
  top_scorers: TopScorer[] | null;
}

/**
 * The statistics page's data: from the answer index.html started, else the pickers' lists, then
 * the chosen top scorers.
 */
export async function prefetch(
  queryClient: QueryClient,
  { request }: LoaderFunctionArgs,
  started?: Promise<unknown>,
) {
  if (started) {
    adoptStartedLeaguePage<StartedStatisticsPage>(
      queryClient,
      started,
      ({ top_scorers }, selection) => {
        if (top_scorers)
          queryClient.setQueryData(getTopScorersQueryOptions(selection).queryKey, top_scorers);
      },
    );
    return;
  }
  const selection = await prefetchLeagueSelection(queryClient, new URL(request.url).searchParams);
  if (selection) await queryClient.prefetchQuery(getTopScorersQueryOptions(selection));
}
