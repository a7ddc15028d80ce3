import { Workbox } from 'workbox-window';

let registered = false;

/**
 * Registers the service worker (once per page). `onUpdate` runs when a new version has installed
 * and waits; calling the `reload` it is given switches to that version and reloads the page.
 * A tab left open (a phone on match night) looks for a new version whenever it is shown again.
 */
export function registerServiceWorker(onUpdate: (reload: () => void) => void): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener('waiting', () =>
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // Installing downloads the precache: not while the page's own files may still be coming.
  if (document.readyState === 'complete') void workbox.register();
  else window.addEventListener('load', () => void workbox.register(), { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
}
