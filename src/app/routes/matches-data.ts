import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { matchesParams } from '@/app/routes/league/matches-params';
import { prefetchLeagueSelection } from '@/app/routes/league/prefetch-selection';
import { getMatchesQueryOptions } from '@/features/matches/api/get-matches';
import { getSeasonTeamsQueryOptions } from '@/features/matches/api/get-season-teams';

/**
 * The matches page's data: the pickers' lists, then the fixtures of the open tab and the team
 * filter's teams side by side. Two levels. (The final-stage tab loads its bracket itself.)
 */
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const selection = await prefetchLeagueSelection(queryClient, searchParams);
  if (!selection) return;
  const { tab, teamId } = matchesParams(searchParams);
  await Promise.all([
    queryClient.prefetchQuery(
      getSeasonTeamsQueryOptions(selection.competitionId, selection.seasonId),
    ),
    tab === 'final'
      ? undefined
      : queryClient.prefetchQuery(getMatchesQueryOptions({ ...selection, tab, teamId })),
  ]);
}
