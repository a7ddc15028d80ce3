import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  adoptStartedLeaguePage,
  prefetchLeagueSelection,
  type StartedLeaguePage,
} from '@/app/routes/league/prefetch-selection';
import {
  getStandingsTableQueryOptions,
  type StandingsTable,
} from '@/features/standings/api/get-standings-table';

/** page_tables() in SQL. */
interface StartedTablesPage extends StartedLeaguePage {
  table: StandingsTable | null;
}

/**
 * The tables page's data, with the same query options the page uses: from the answer index.html
 * started, else the competitions and seasons side by side, then the chosen table (one request).
 */
export async function prefetch(
  queryClient: QueryClient,
  { request }: LoaderFunctionArgs,
  started?: Promise<unknown>,
) {
  if (started) {
    adoptStartedLeaguePage<StartedTablesPage>(queryClient, started, ({ table }, selection) => {
      if (table) queryClient.setQueryData(getStandingsTableQueryOptions(selection).queryKey, table);
    });
    return;
  }
  const selection = await prefetchLeagueSelection(queryClient, new URL(request.url).searchParams);
  if (selection) await queryClient.prefetchQuery(getStandingsTableQueryOptions(selection));
}
