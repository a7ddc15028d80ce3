import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '@/lib/idle';

const OfflineStatus = lazy(() => import('@/features/offline/components/offline-status'));

/**
 * Production builds only, and not in the end-to-end tests' shared build (VITE_SERVICE_WORKER=off:
 * a worker answering from its cache would make their checks depend on earlier tests); the
 * offline test builds with it on.
 */
const ENABLED = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'off';

/**
 * Where the offline status shows, in the layout. Its code (and the service worker's
 * registration) loads only once the first page has painted with its data, so it never delays it.
 */
export function OfflineSlot() {
  const settled = useIsFetching() === 0;
  const [load, setLoad] = useState(false);
  useEffect(
    () => (ENABLED && settled && !load ? afterFirstPaint(() => setLoad(true)) : undefined),
    [settled, load],
  );
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  );
}
