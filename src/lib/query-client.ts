import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

const MAX_RETRY_DELAY = 30_000;

/** Exponential backoff: 1 s before the first retry, doubling, never more than 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY);
}

function showError(error: unknown): void {
  const message = errorMessage(error);
  // Keyed by the message so that one outage failing many queries shows one toast, not a pile.
  toast.error(message, { id: `error:${message}` });
}

/**
 * The spec wants every failed query or mutation to show its message in a toast. That policy
 * lives here, on the caches, rather than in each hook: one place, no hook can forget it, and a
 * query shared by several components toasts once. Fetchers only need to throw
 * (`.throwOnError()`); errors a feature expects (e.g. PGRST116 meaning "none") are handled in
 * the fetcher and never reach these handlers.
 */
export const DEFAULT_STALE_TIME = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: showError }),
    mutationCache: new MutationCache({ onError: showError }),
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay,
        gcTime: 5 * 60_000,
        // Data fetched a moment ago (by a route loader, or by a section that mounted first) is
        // not fetched again when the next component asks for it: one request per section,
        // none repeated (DESIGN §6). Saves invalidate what they change; live matches poll.
        staleTime: DEFAULT_STALE_TIME,
        // Offline, a query still asks once: the service worker may answer it from its cache
        // (src/features/offline). Its retries wait for the network to come back.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The app's one client: the provider renders it and route loaders prefetch into it, so a page's
 * first queries start with its chunk instead of after its first render.
 */
export function getQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/** For the provider: a client given by a test becomes the one loaders use too. */
export function provideQueryClient(given?: QueryClient): QueryClient {
  if (given) appClient = given;
  return getQueryClient();
}
