import { dataCacheKey } from './policy';
import { settledReport, type CacheReport, type Refresh, type ServedCopy } from '../protocol';

/*
 * Public data, stale-while-revalidate: a cached answer is given at once and refreshed from the
 * network behind it. The service worker remembers, per page, which answers were copies and how
 * their refreshes went, and tells the page when it asks (protocol.ts): the page then shows
 * "updating…" or "offline — updated at …", and refetches when a refresh brought new data.
 */

export const DATA_CACHE = 'calcetto-data';

/** When the copy was stored, on the cached response. */
const CACHED_AT_HEADER = 'x-calcetto-cached-at';

/**
 * A copy this young is given without asking the network again. It is what stops the page's
 * refetch after a refresh (which the cache now answers) from starting yet another refresh.
 */
export const FRESH_FOR_MS = 5_000;

/** Addresses kept (the least recently stored go first): searches would otherwise pile up. */
const MAX_ENTRIES = 200;

interface Served {
  copy: ServedCopy;
  /** Resolves once the copy's refresh has ended (at once when none was started). */
  settled: Promise<void>;
}

const servedTo = new Map<string, Served[]>();

/**
 * A successful JSON answer. A host that does not forward the site's page-start address answers
 * it with index.html (build/page-start-proxy.ts): that page is not the data to keep.
 */
function isData(response: Response): boolean {
  return response.ok && /json/.test(response.headers.get('content-type') ?? '');
}

async function store(cache: Cache, key: string, response: Response): Promise<string> {
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, new Date().toISOString());
  // How old a CDN's copy was when it came (src/app/page-start.ts): given from here later, the
  // copy is the worker's, which reports its own age to the page.
  headers.delete('age');
  await cache.put(
    key,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
  // A put appends (replacing the address's entry), so the first keys are the least recent.
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((old) => cache.delete(old)),
  );
  return body;
}

/** Fetches a fresh answer for a copy and stores it, telling whether it differs from the copy. */
async function refresh(
  request: Request,
  key: string,
  cache: Cache,
  copy: Response,
): Promise<Refresh> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return 'failed';
  }
  // An error answer does not replace the copy; it is not "offline" either.
  if (!isData(response)) return 'same';
  const [before, after] = await Promise.all([copy.text(), store(cache, key, response)]);
  return before === after ? 'same' : 'changed';
}

export async function answerPublicData(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = dataCacheKey(request);
  const cache = await caches.open(DATA_CACHE);
  const cached = await cache.match(key);
  if (!cached) {
    const response = await fetch(request);
    if (isData(response)) event.waitUntil(store(cache, key, response.clone()));
    return response;
  }

  const cachedAt = Date.parse(cached.headers.get(CACHED_AT_HEADER) ?? '') || 0;
  const served: Served = { copy: { cachedAt, refresh: null }, settled: Promise.resolve() };
  if (Date.now() - cachedAt >= FRESH_FOR_MS) {
    served.copy.refresh = 'pending';
    served.settled = refresh(request, key, cache, cached.clone()).then((result) => {
      served.copy.refresh = result;
    });
    event.waitUntil(served.settled);
  }
  if (event.clientId)
    servedTo.set(event.clientId, [...(servedTo.get(event.clientId) ?? []), served]);
  return cached;
}

/**
 * Answers a page's CACHE_REPORT_REQUEST on `port`: what it was given from the cache since it
 * last asked; when refreshes are under way, 'refreshing' first, then the outcome.
 */
export async function reportTo(
  clientId: string,
  port: MessagePort,
  clients: Clients,
): Promise<void> {
  const served = servedTo.get(clientId) ?? [];
  servedTo.delete(clientId);
  const copies = served.map((s) => s.copy);
  if (copies.some((copy) => copy.refresh === 'pending')) {
    const cachedAt = Math.min(...copies.map((copy) => copy.cachedAt));
    port.postMessage({ state: 'refreshing', cachedAt } satisfies CacheReport);
    await Promise.all(served.map((s) => s.settled));
  }
  port.postMessage(settledReport(copies));
  // Pages closed without asking leave their records behind.
  for (const id of servedTo.keys()) if (!(await clients.get(id))) servedTo.delete(id);
}
