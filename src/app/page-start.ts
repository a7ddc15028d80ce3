import type { QueryFunctionContext } from '@tanstack/react-query';
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
/** The parts of an old copy already given to their queries: asked again, they ask the project. */
const partsGiven = new WeakMap<object, Set<string>>();

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
    ) {
      oldCopies.add(answer);
      markOldCopyRefreshing();
    }
    return answer;
  });
}

/**
 * A queryFn that answers with one part of the started page, or with the query's own request when
 * the start failed or its answer lacks the part (a backend without the page's function). The
 * parts' shapes are those of the requests they stand for (tests/backend/page-starts.test.ts).
 * A part of an old copy is shown, then its query is marked stale, so that it asks the project
 * for the current data (at once if on screen, else when it is).
 */
export function fromStartedPage<T>(
  started: Promise<unknown>,
  part: string,
  fetchOwn: () => Promise<T>,
): (context?: Pick<QueryFunctionContext, 'client' | 'queryKey'>) => Promise<T> {
  return (context) =>
    started.then((page) => {
      const value = (page as Record<string, unknown> | null)?.[part];
      if (value === undefined) return fetchOwn();
      if (page !== null && typeof page === 'object' && oldCopies.has(page)) {
        const given = partsGiven.get(page) ?? new Set<string>();
        partsGiven.set(page, given);
        if (given.has(part)) return fetchOwn();
        given.add(part);
        // After the query has stored this answer: marked stale before that, it would not stay so.
        if (context)
          setTimeout(() => {
            void context.client.invalidateQueries({ queryKey: context.queryKey, exact: true });
          }, 0);
      }
      return value as T;
    }, fetchOwn);
}
