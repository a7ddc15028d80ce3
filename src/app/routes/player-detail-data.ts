import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fromStartedPage } from '@/app/page-start';
import { getPlayer, getPlayerQueryOptions } from '@/features/players/api/get-player';
import {
  getPlayerGoals,
  getPlayerGoalsQueryOptions,
} from '@/features/players/api/get-player-goals';
import {
  getPlayerStats,
  getPlayerStatsQueryOptions,
} from '@/features/players/api/get-player-stats';

/**
 * A player page's data, all at once: the player's card, numbers and goals, each from the answer
 * index.html started (page_player() in SQL) when there is one.
 */
export async function prefetch(
  queryClient: QueryClient,
  { params }: LoaderFunctionArgs,
  started?: Promise<unknown>,
) {
  // The page treats a malformed id as a player that does not exist; nothing to fetch then.
  if (!/^\d{1,15}$/.test(params.id ?? '')) return;
  const playerId = Number(params.id);
  const part = <T>(name: string, fetchOwn: () => Promise<T>) =>
    started ? fromStartedPage(started, name, fetchOwn) : fetchOwn;
  await Promise.all([
    queryClient.prefetchQuery({
      ...getPlayerQueryOptions(playerId),
      queryFn: part('player', () => getPlayer(playerId)),
    }),
    queryClient.prefetchQuery({
      ...getPlayerStatsQueryOptions(playerId),
      queryFn: part('stats', () => getPlayerStats(playerId)),
    }),
    queryClient.prefetchQuery({
      ...getPlayerGoalsQueryOptions(playerId),
      queryFn: part('goals', () => getPlayerGoals(playerId)),
    }),
  ]);
}
