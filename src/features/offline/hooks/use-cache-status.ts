import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { askCacheReport } from '@/features/offline/api/ask-cache-report';
import { LIVE, statusFromReport, type CacheStatus } from '@/features/offline/cache-status';

/**
 * Whether the data on screen is a saved copy being refreshed, or offline and how old. Asks the
 * service worker after every round of requests (when nothing is fetching any more), follows the
 * browser's online and offline events, and fetches the page's queries again when the worker has
 * stored newer data or the network is back.
 */
export function useCacheStatus(): CacheStatus {
  const queryClient = useQueryClient();
  const settled = useIsFetching() === 0;
  const [status, setStatus] = useState<CacheStatus>(LIVE);
  const updatedAt = useRef<number | null>(null);

  useEffect(() => {
    const worker = navigator.serviceWorker?.controller;
    if (!settled || !worker) return;
    return askCacheReport(worker, (report) => {
      if (report.state !== 'network') updatedAt.current = report.cachedAt;
      const next = statusFromReport(report, navigator.onLine, Date.now());
      setStatus(next.status);
      if (next.refetch) void queryClient.refetchQueries({ type: 'active' });
    });
  }, [settled, queryClient]);

  useEffect(() => {
    const offline = () =>
      setStatus({ kind: 'offline', updatedAt: updatedAt.current, checkedAt: Date.now() });
    // The copies on screen are refreshed; the report after that round says how it went.
    const online = () => {
      setStatus(LIVE);
      void queryClient.refetchQueries({ type: 'active' });
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [queryClient]);

  return status;
}
