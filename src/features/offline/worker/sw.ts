/*
 * The service worker (built by vite-plugin-pwa, strategy injectManifest; see vite.config.ts and
 * build/pwa.ts for what is precached). It makes a second visit start from the device and keeps
 * the public pages readable offline with the last data they showed:
 * - the public pages' code, styles, default font and translations: precached, kept per deploy;
 * - navigations to app pages: index.html from the precache;
 * - signed-out reads of the REST API: stale-while-revalidate (data-cache.ts);
 * - public storage images, and the site's own images and fonts: cache first, bounded.
 * Anything else, notably every request carrying a signed-in user's token, goes to the network
 * untouched (policy.ts). A new version waits until the page accepts it ("new version — reload").
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_REPORT_REQUEST } from '../protocol';
import { answerPublicData, reportTo } from './data-cache';
import { cachePolicy, copyAnswers, isAppPage, type Backend } from './policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

const backend: Backend = {
  url: import.meta.env.VITE_SUPABASE_URL ?? '',
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? '',
  site: new URL(import.meta.env.BASE_URL, self.location.origin).href,
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so what it fetches next is cached already.
// Later versions only take over after skipWaiting, which the page asks for when reloading.
clientsClaim();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPage(url.pathname),
  createHandlerBoundToURL(`${import.meta.env.BASE_URL}index.html`),
);

registerRoute(
  ({ request }) => cachePolicy(request, backend) === 'public-data',
  ({ event }) => answerPublicData(event as FetchEvent),
);

// Opaque answers (an <img> of another origin) count as 0 for the status check; expiration
// bounds what they take of the quota.
const images = new CacheFirst({
  cacheName: 'calcetto-images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    {
      cachedResponseWillBeUsed: ({ request, cachedResponse }) =>
        Promise.resolve(
          cachedResponse && copyAnswers(cachedResponse, request) ? cachedResponse : null,
        ),
    },
    new ExpirationPlugin({
      maxEntries: 80,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(({ request }) => cachePolicy(request, backend) === 'public-image', images);
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.destination === 'image',
  images,
);

// The theme's font (Lato, Roboto…) when the league picked one: hashed files, kept once seen.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.destination === 'font',
  new CacheFirst({
    cacheName: 'calcetto-fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? data.type : null;
  // Sent by workbox-window's messageSkipWaiting(), when the visitor accepts the new version.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  const [port] = event.ports;
  if (type === CACHE_REPORT_REQUEST && port && event.source instanceof Client)
    event.waitUntil(reportTo(event.source.id, port, self.clients));
});
