import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { oldCopyRefreshed, useOldCopyRefreshing } from '@/app/old-copy';

const CacheStatusNotice = lazy(() =>
  import('@/features/offline/components/cache-status-notice').then((module) => ({
    default: module.CacheStatusNotice,
  })),
);

const UPDATING = { kind: 'updating' } as const;

/** How long the notice waits for the page's queries to start asking before it gives up. */
const NOTHING_ASKED_MS = 3_000;

/**
 * "Updating…" while the page shown from a CDN's old copy asks the project for the current data
 * (old-copy.ts), until that round of requests has ended, however it ended.
 */
export function OldCopyNotice() {
  const refreshing = useOldCopyRefreshing();
  const fetching = useIsFetching() > 0;
  const sawFetching = useRef(false);

  useEffect(() => {
    if (!refreshing) return;
    if (fetching) {
      sawFetching.current = true;
      return;
    }
    if (sawFetching.current) {
      sawFetching.current = false;
      oldCopyRefreshed();
      return;
    }
    // A page whose queries were all on their way already asks nothing more: say nothing then.
    const timer = setTimeout(oldCopyRefreshed, NOTHING_ASKED_MS);
    return () => clearTimeout(timer);
  }, [refreshing, fetching]);

  if (!refreshing) return null;
  return (
    <Suspense fallback={null}>
      <CacheStatusNotice status={UPDATING} />
    </Suspense>
  );
}
