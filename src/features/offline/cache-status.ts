import type { CacheReport } from '@/features/offline/protocol';

/** What the status UI says about the data on screen. */
export type CacheStatus =
  /** Straight from the network: nothing to say. */
  | { kind: 'live' }
  /** A saved copy is on screen and newer data is on its way. */
  | { kind: 'updating' }
  /**
   * No network; `updatedAt` is when the copy on screen was saved, if one is, and `checkedAt`
   * when the network was found missing (the notice names the day when they differ).
   */
  | { kind: 'offline'; updatedAt: number | null; checkedAt: number };

export const LIVE: CacheStatus = { kind: 'live' };

/**
 * The status after a report from the service worker, and whether the page's queries must be
 * fetched again (a refresh stored newer data than the copy on screen).
 */
export function statusFromReport(
  report: CacheReport,
  online: boolean,
  now: number,
): { status: CacheStatus; refetch: boolean } {
  switch (report.state) {
    case 'network':
      return {
        status: online ? LIVE : { kind: 'offline', updatedAt: null, checkedAt: now },
        refetch: false,
      };
    case 'refreshing':
      return { status: { kind: 'updating' }, refetch: false };
    case 'fresh':
      if (report.changed) return { status: { kind: 'updating' }, refetch: true };
      return {
        status: online ? LIVE : { kind: 'offline', updatedAt: report.cachedAt, checkedAt: now },
        refetch: false,
      };
    case 'offline':
      return {
        status: { kind: 'offline', updatedAt: report.cachedAt, checkedAt: now },
        refetch: false,
      };
  }
}
