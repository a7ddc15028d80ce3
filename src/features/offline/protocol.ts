/*
 * What the service worker and the page say to each other about the league's data. Shared by
 * both sides, so free of DOM and worker types.
 */

/** The page asks, on a MessagePort it passes along, what it was shown from the cache. */
export const CACHE_REPORT_REQUEST = 'calcetto:cache-report';

/**
 * The answer, about the public data this page received since it last asked. `cachedAt` is the
 * oldest copy it was given (epoch ms). `refreshing` is followed on the same port by a final
 * answer once the copies' refreshes have ended.
 */
export type CacheReport =
  /** Nothing came from the cache: every answer was the network's. */
  | { state: 'network' }
  /** Copies were shown and are being refreshed from the network. */
  | { state: 'refreshing'; cachedAt: number }
  /** Copies were shown; all were fresh or have been refreshed. `changed`: the refresh differs. */
  | { state: 'fresh'; cachedAt: number; changed: boolean }
  /** Copies were shown and the network could not be reached to refresh them. */
  | { state: 'offline'; cachedAt: number };

/** How a cached copy's refresh ended. */
export type Refresh = 'changed' | 'same' | 'failed';

/** One cached copy given to the page: when it was stored, and its refresh if one was started. */
export interface ServedCopy {
  cachedAt: number;
  refresh: Refresh | 'pending' | null;
}

/**
 * The report on copies whose refreshes have all ended (none is 'pending'): offline when any
 * refresh failed, otherwise fresh, changed when any refresh brought different data.
 */
export function settledReport(copies: readonly ServedCopy[]): CacheReport {
  if (copies.length === 0) return { state: 'network' };
  const cachedAt = Math.min(...copies.map((copy) => copy.cachedAt));
  if (copies.some((copy) => copy.refresh === 'failed')) return { state: 'offline', cachedAt };
  return { state: 'fresh', cachedAt, changed: copies.some((copy) => copy.refresh === 'changed') };
}
