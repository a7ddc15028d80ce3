import { useSyncExternalStore } from 'react';

/**
 * Whether the page on screen came from a CDN's old copy of its start (page-start.ts) and the
 * app is asking the project for the current data: the layout says "updating" meanwhile, as it
 * does for the service worker's copies.
 */
let refreshing = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (refreshing === value) return;
  refreshing = value;
  for (const listener of listeners) listener();
}

export function markOldCopyRefreshing() {
  set(true);
}

export function oldCopyRefreshed() {
  set(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOldCopyRefreshing(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => refreshing,
    () => false,
  );
}
