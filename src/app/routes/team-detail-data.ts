import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fromStartedPage } from '@/app/page-start';
import { getTeam, getTeamQueryOptions } from '@/features/teams/api/get-team';
import { getTeamMatches, getTeamMatchesQueryOptions } from '@/features/teams/api/get-team-matches';
import {
  getTeamSeasonStats,
  getTeamSeasonStatsQueryOptions,
} from '@/features/teams/api/get-team-season-stats';

/**
 * A team page's data, all at once: the team, its season numbers, results and fixtures, each from
 * the answer index.html started (page_team() in SQL) when there is one.
 */
export async function prefetch(
  queryClient: QueryClient,
  { params }: LoaderFunctionArgs,
  started?: Promise<unknown>,
) {
  // The page treats a malformed id as a team that does not exist; nothing to fetch then.
  if (!/^\d{1,15}$/.test(params.id ?? '')) return;
  const teamId = Number(params.id);
  const part = <T>(name: string, fetchOwn: () => Promise<T>) =>
    started ? fromStartedPage(started, name, fetchOwn) : fetchOwn;
  await Promise.all([
    queryClient.prefetchQuery({
      ...getTeamQueryOptions(teamId),
      queryFn: part('team', () => getTeam(teamId)),
    }),
    queryClient.prefetchQuery({
      ...getTeamSeasonStatsQueryOptions(teamId),
      queryFn: part('season_stats', () => getTeamSeasonStats(teamId)),
    }),
    queryClient.prefetchQuery({
      ...getTeamMatchesQueryOptions(teamId, 'recent'),
      queryFn: part('recent', () => getTeamMatches(teamId, 'recent')),
    }),
    queryClient.prefetchQuery({
      ...getTeamMatchesQueryOptions(teamId, 'upcoming'),
      queryFn: part('upcoming', () => getTeamMatches(teamId, 'upcoming')),
    }),
  ]);
}
