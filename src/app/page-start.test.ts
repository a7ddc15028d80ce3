import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fromStartedPage,
  refreshIfOldCopy,
  SHARED_COPY_FRESH_SECONDS,
  takeStartedPage,
} from '@/app/page-start';

const TABLE_URL = new URL('https://calcetto.test/tables');
const COPY = { competitions: ['the copy’s list'], table: ['the copy’s table'] };

/**
 * The tables page's first load, as the router and its data module run it: one part of the
 * started answer through a queryFn, one filed by hand; then both on screen.
 */
async function tablesPageFrom(age: number) {
  window.__calcettoStart = { href: '/tables', response: Promise.resolve(COPY), age };
  const started = takeStartedPage(TABLE_URL);
  if (!started) throw new Error('nothing started');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ownList = vi.fn(async () => ['the project’s list']);
  const ownTable = vi.fn(async () => ['the project’s table']);
  const filed = started.then((answer) => {
    queryClient.setQueryData(['table'], (answer as typeof COPY).table);
    return answer;
  });
  void queryClient.prefetchQuery({
    queryKey: ['competitions'],
    queryFn: fromStartedPage(filed, 'competitions', ownList),
    staleTime: Infinity,
  });
  refreshIfOldCopy(queryClient, started, filed);
  await filed;
  await new Promise((resolve) => setTimeout(resolve, 5));

  const onScreen = (queryKey: string[], queryFn: () => Promise<string[]>) => {
    const observer = new QueryObserver(queryClient, { queryKey, queryFn, staleTime: 60_000 });
    const seen: unknown[] = [observer.getCurrentResult().data];
    observer.subscribe((result) => seen.push(result.data));
    return seen;
  };
  return {
    list: onScreen(['competitions'], ownList),
    table: onScreen(['table'], ownTable),
    ownList,
    ownTable,
  };
}

afterEach(() => {
  window.__calcettoStart = undefined;
});

describe('a page start given from a CDN’s copy', () => {
  it('shows a fresh copy as it is, without asking the project again', async () => {
    const page = await tablesPageFrom(SHARED_COPY_FRESH_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.list.at(-1)).toEqual(['the copy’s list']);
    expect(page.table.at(-1)).toEqual(['the copy’s table']);
    expect(page.ownList).not.toHaveBeenCalled();
    expect(page.ownTable).not.toHaveBeenCalled();
  });

  it('shows an old copy first, then asks the project for every part and shows its answers', async () => {
    const page = await tablesPageFrom(SHARED_COPY_FRESH_SECONDS + 1);
    expect(page.list[0]).toEqual(['the copy’s list']);
    expect(page.table[0]).toEqual(['the copy’s table']);
    await vi.waitFor(() => {
      expect(page.list.at(-1)).toEqual(['the project’s list']);
      expect(page.table.at(-1)).toEqual(['the project’s table']);
    });
    expect(page.ownList).toHaveBeenCalledTimes(1);
    expect(page.ownTable).toHaveBeenCalledTimes(1);
  });
});
