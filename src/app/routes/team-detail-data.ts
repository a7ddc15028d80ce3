import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getTeamQueryOptions } from '@/features/teams/api/get-team';
import { getTeamMatchesQueryOptions } from '@/features/teams/api/get-team-matches';
import { getTeamSeasonStatsQueryOptions } from '@/features/teams/api/get-team-season-stats';

/** A team page's data, all at once: the team, its season numbers, results and fixtures. */
export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  // The page treats a malformed id as a team that does not exist; nothing to fetch then.
  if (!/^\d{1,15}$/.test(params.id ?? '')) return;
  const teamId = Number(params.id);
  await Promise.all([
    queryClient.prefetchQuery(getTeamQueryOptions(teamId)),
    queryClient.prefetchQuery(getTeamSeasonStatsQueryOptions(teamId)),
    queryClient.prefetchQuery(getTeamMatchesQueryOptions(teamId, 'recent')),
    queryClient.prefetchQuery(getTeamMatchesQueryOptions(teamId, 'upcoming')),
  ]);
}
