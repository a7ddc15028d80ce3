/*
 * Which requests the service worker may keep, as plain functions of the request, so the rules
 * that keep a signed-in visitor's data out of the cache are tested on their own (policy.test.ts).
 */

/** The backend the app was built for: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. */
export interface Backend {
  url: string;
  anonKey: string;
  /**
   * The site's own address (origin and base path): index.html may send a page's start there,
   * for the host to forward to the project (build/page-start-proxy.ts).
   */
  site?: string;
}

/** Where the site's host forwards the page starts, under the site's address. */
const SITE_RPC_PATH = 'rest/v1/rpc/';

/** The parts of a Request the rules read (a Request is one). */
export interface RequestFacts {
  method: string;
  url: string;
  headers: Headers;
}

/**
 * How a request may be cached: 'public-data' (a signed-out read of the REST API: shown from the
 * cache at once and refreshed), 'public-image' (a public storage object: kept, it is immutable
 * in practice), or null (never cached, never answered from a cache).
 */
export type CachePolicy = 'public-data' | 'public-image' | null;

const PUBLIC_IMAGE_PATHS = ['/storage/v1/object/public/', '/storage/v1/render/image/public/'];

/**
 * A request is public when it carries no user's token: supabase-js sends the anon key as the
 * bearer when signed out and the user's access token when signed in; index.html's own start of
 * the page's data sends no Authorization at all. Anything else (a user's token, or a token this
 * build does not know) is private.
 */
export function isAnonymous(headers: Headers, anonKey: string): boolean {
  const authorization = headers.get('authorization');
  return authorization === null || authorization === `Bearer ${anonKey}`;
}

/**
 * Whether a kept picture may answer `request`. A copy kept from an <img> asked for without CORS
 * is opaque, and the browser turns an opaque answer to a request made with CORS into a network
 * error: the header's logo, asked for with CORS since the favicon is drawn from it, would show
 * broken wherever a worker had kept it before. Such a request goes to the line, and its answer
 * replaces the copy.
 */
export function copyAnswers(copy: Pick<Response, 'type'>, request: Pick<Request, 'mode'>): boolean {
  return copy.type !== 'opaque' || request.mode === 'no-cors';
}

export function cachePolicy(request: RequestFacts, backend: Backend): CachePolicy {
  if (request.method !== 'GET' || !isAnonymous(request.headers, backend.anonKey)) return null;
  // Request URLs are normalised ('..' resolved), so a prefix cannot be escaped.
  if (
    backend.site &&
    request.url.startsWith(`${backend.site.replace(/\/*$/, '/')}${SITE_RPC_PATH}`)
  )
    return 'public-data';
  const base = backend.url.replace(/\/+$/, '');
  if (!request.url.startsWith(`${base}/`)) return null;
  const path = request.url.slice(base.length).split('?')[0] ?? '';
  if (path.startsWith('/rest/v1/')) return 'public-data';
  if (PUBLIC_IMAGE_PATHS.some((prefix) => path.startsWith(prefix))) return 'public-image';
  return null;
}

/**
 * Request headers PostgREST answers differently for (one row or an array, a page of rows, a
 * count, a schema): the same URL asked with other values is another entry of the cache. The
 * Cache API keys on the URL alone unless the response says Vary, which PostgREST does not.
 */
const VARYING_HEADERS = ['accept', 'accept-profile', 'range', 'prefer'];

/** The URL the cache files a public data response under. */
export function dataCacheKey(request: RequestFacts): string {
  const vary = VARYING_HEADERS.map((name) => request.headers.get(name) ?? '').join('\n');
  const url = new URL(request.url);
  url.searchParams.set('x-calcetto-vary', vary);
  return url.toString();
}

/** API paths a static host may serve under the site's own origin (rewrites): not app pages. */
const API_PATHS = /^\/(rest|auth|storage|functions|realtime|graphql)\/v1(\/|$)/;

/**
 * Whether a navigation to `pathname` is one of the app's pages, answered with index.html
 * offline: not a file (robots.txt, an image opened in its own tab) nor the API.
 */
export function isAppPage(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') && !API_PATHS.test(pathname);
}
