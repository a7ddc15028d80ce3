import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getMatchesQueryOptions } from '@/features/matches/api/get-matches';
import { getMatchQueryOptions } from '@/features/matches/api/get-match';
import { LIVE_REFETCH_MS } from '@/features/matches/api/match-summary';

const filters = { competitionId: 1, seasonId: 2, tab: 'upcoming' as const, teamId: null };

/** The interval the options ask for once `data` is in the cache. */
function intervalWith<T>(
  options: { queryKey: readonly unknown[]; refetchInterval?: unknown },
  data: T,
) {
  const client = new QueryClient();
  client.setQueryData(options.queryKey, data);
  const query = client.getQueryCache().find({ queryKey: options.queryKey })!;
  const interval = options.refetchInterval as (q: typeof query) => number | false;
  return interval(query);
}

describe('live refresh', () => {
  it('polls a fixture list every 30 s while a match in it is ongoing, only in a visible tab', () => {
    const options = getMatchesQueryOptions(filters);
    expect(LIVE_REFETCH_MS).toBe(30_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(intervalWith(options, [{ status: 'scheduled' }, { status: 'ongoing' }])).toBe(30_000);
    expect(intervalWith(options, [{ status: 'scheduled' }, { status: 'completed' }])).toBe(false);
  });

  it('polls a match page only while that match is ongoing', () => {
    const options = getMatchQueryOptions(21106);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(intervalWith(options, { status: 'ongoing' })).toBe(30_000);
    expect(intervalWith(options, { status: 'completed' })).toBe(false);
    expect(intervalWith(options, null)).toBe(false);
  });
});
