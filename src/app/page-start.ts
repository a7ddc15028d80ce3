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
}

declare global {
  interface Window {
    __calcettoStart?: StartedPage;
  }
}

/**
 * The started answer, when it was started for `url`; taken once, so a later visit to the same
 * address fetches afresh. Null when nothing was started (a signed-in visitor, a page without a
 * start, a navigation inside the app).
 */
export function takeStartedPage(url: URL): Promise<unknown> | null {
  const started = window.__calcettoStart;
  if (!started) return null;
  window.__calcettoStart = undefined;
  return started.href === url.pathname + url.search ? started.response : null;
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
