import type { QueryClient } from '@tanstack/react-query';
import { markOldCopyRefreshing } from '@/app/old-copy';

/**
 * The first screen's data, asked for by index.html before the app's JavaScript has arrived
 * (build/route-preload.ts, from the `start` entries of public-pages.ts): one request answering
 * every section of the page, sent to the page's SQL function without a custom header, so a
 * signed-out visitor's phone pays no CORS preflight for it.
 */
export interface StartedPage {
  /** location.pathname + location.search when index.html sent the request. */
  href: string;
  /** The function's JSON answer; rejects on a network error or a status other than 2xx. */
  response: Promise<unknown>;
  /**
   * How old the answer was, in seconds, when a CDN gave it from its copy (its `Age`), set once
   * the answer's headers have arrived; 0 or unset for an answer straight from the project.
   */
  age?: number;
}

declare global {
  interface Window {
    __calcettoStart?: StartedPage;
  }
}

/**
 * How long the site's CDN may give a page start's answer from its copy without asking the
 * project: `max-age` of the answer's CDN-Cache-Control
 * (supabase/migrations/20261207090000_page_starts_edge_cached.sql). An older copy is what the
 * CDN gives while it asks again; the app shows it, says it is updating and asks the project.
 */
export const SHARED_COPY_FRESH_SECONDS = 15;

/** Answers that were a CDN's copy older than it may give as fresh. */
const oldCopies = new WeakSet<object>();

/**
 * The started answer, when it was started for `url`; taken once, so a later visit to the same
 * address fetches afresh. Null when nothing was started (a signed-in visitor, a page without a
 * start, a navigation inside the app).
 */
export function takeStartedPage(url: URL): Promise<unknown> | null {
  const started = window.__calcettoStart;
  if (!started) return null;
  window.__calcettoStart = undefined;
  if (started.href !== url.pathname + url.search) return null;
  return started.response.then((answer) => {
    if (
      (started.age ?? 0) > SHARED_COPY_FRESH_SECONDS &&
      answer !== null &&
      typeof answer === 'object'
    )
      oldCopies.add(answer);
    return answer;
  });
}

/**
 * A queryFn that answers with one part of the started page, or with the query's own request when
 * the start failed or its answer lacks the part (a backend without the page's function). The
 * parts' shapes are those of the requests they stand for (tests/backend/page-starts.test.ts).
 */
export function fromStartedPage<T>(
  started: Promise<unknown>,
  part: string,
  fetchOwn: () => Promise<T>,
): () => Promise<T> {
  return () =>
    started.then((page) => {
      const value = (page as Record<string, unknown> | null)?.[part];
      return value === undefined ? fetchOwn() : (value as T);
    }, fetchOwn);
}

/**
 * When the started page was a CDN's old copy: once its parts are filed under their queries
 * (`filed`: the page's data module has taken the answer), every query is marked stale, so that
 * each asks the project for the current data, at once if on screen and otherwise when it gets
 * there, while the layout says "updating" (old-copy.ts). On the first screen every query in the
 * cache came from the start.
 */
export function refreshIfOldCopy(
  queryClient: QueryClient,
  started: Promise<unknown>,
  filed: Promise<unknown>,
): void {
  Promise.all([started, filed]).then(
    ([answer]) => {
      if (answer === null || typeof answer !== 'object' || !oldCopies.has(answer)) return;
      markOldCopyRefreshing();
      // After the queries' own promises, which the answer resolved, have stored their data.
      setTimeout(() => void queryClient.invalidateQueries(), 0);
    },
    () => {},
  );
}
