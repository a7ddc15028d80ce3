import { CACHE_REPORT_REQUEST, type CacheReport } from '@/features/offline/protocol';

/**
 * Asks the service worker controlling the page what it answered from its cache since the last
 * question; `onReport` gets its answers (two when refreshes were under way). Returns a function
 * that stops listening.
 */
export function askCacheReport(
  worker: ServiceWorker,
  onReport: (report: CacheReport) => void,
): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<CacheReport>) => onReport(event.data);
  worker.postMessage({ type: CACHE_REPORT_REQUEST }, [channel.port2]);
  return () => channel.port1.close();
}
