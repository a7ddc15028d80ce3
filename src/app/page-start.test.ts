import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromStartedPage, SHARED_COPY_FRESH_SECONDS, takeStartedPage } from '@/app/page-start';

const TABLE_URL = new URL('https://calcetto.test/tables');

function started(answer: unknown, age: number) {
  window.__calcettoStart = { href: '/tables', response: Promise.resolve(answer), age };
  const taken = takeStartedPage(TABLE_URL);
  if (!taken) throw new Error('nothing started');
  return taken;
}

/** The page's query on screen, its data as it changes, and the project's answer. */
async function standingsOnScreen(page: Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchOwn = vi.fn(async () => ['the project’s table']);
  const queryKey = ['standings', 'table'];
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: fromStartedPage(page, 'standings', fetchOwn),
    staleTime: 60_000,
  });
  const seen: unknown[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: fetchOwn,
    staleTime: 60_000,
  });
  const unsubscribe = observer.subscribe((result) => seen.push(result.data));
  seen.push(observer.getCurrentResult().data);
  return { queryClient, fetchOwn, seen, unsubscribe };
}

afterEach(() => {
  window.__calcettoStart = undefined;
});

describe('a page start given from a CDN’s copy', () => {
  it('shows a fresh copy as it is, without asking the project again', async () => {
    const screen = await standingsOnScreen(
      started({ standings: ['the copy’s table'] }, SHARED_COPY_FRESH_SECONDS),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.seen.at(-1)).toEqual(['the copy’s table']);
    expect(screen.fetchOwn).not.toHaveBeenCalled();
    screen.unsubscribe();
  });

  it('shows an old copy first, then asks the project and shows its answer', async () => {
    const screen = await standingsOnScreen(
      started({ standings: ['the copy’s table'] }, SHARED_COPY_FRESH_SECONDS + 1),
    );
    expect(screen.seen[0]).toEqual(['the copy’s table']);
    await vi.waitFor(() => expect(screen.seen.at(-1)).toEqual(['the project’s table']));
    expect(screen.fetchOwn).toHaveBeenCalledTimes(1);
    screen.unsubscribe();
  });

  it('does not give an old copy’s part twice: asked again, the query asks the project', async () => {
    const page = started({ standings: ['the copy’s table'] }, 3_600);
    const fetchOwn = vi.fn(async () => ['the project’s table']);
    const queryFn = fromStartedPage(page, 'standings', fetchOwn);
    expect(await queryFn()).toEqual(['the copy’s table']);
    expect(await queryFn()).toEqual(['the project’s table']);
  });
});
