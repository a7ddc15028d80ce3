import { PUBLIC_PAGES, type PublicPage } from '../src/app/public-pages.ts';

/**
 * A signed-out visitor's page start (src/app/page-start.ts) goes to the site's own origin, and
 * the static host forwards it to the project's SQL function: the request then rides the
 * connection that brought index.html, instead of opening one to the API's origin (DNS, TCP and
 * TLS: about three round trips on a phone), and it needs no CORS at all
 * (docs/decisions-hosting.md, "Page starts through the site").
 */

/** The build setting that sends the starts straight to the API instead ('off'). */
export const PAGE_STARTS_SETTING = 'VITE_PAGE_STARTS_VIA_SITE';

/** Netlify's rule file, written into the build by build/hosting-plugin.ts. */
export const REDIRECTS_FILE = '_redirects';

/** Where PostgREST answers a function, under the project's URL and, forwarded, the site's. */
export const RPC_PATH = 'rest/v1/rpc/';

export function pageStartsViaSite(env: Record<string, unknown>): boolean {
  const value = env[PAGE_STARTS_SETTING];
  return typeof value !== 'string' || !['off', 'false', '0', 'no'].includes(value.toLowerCase());
}

/** The SQL functions of the public pages' starts: the only ones the host forwards. */
export function pageStartFunctions(): string[] {
  return [
    ...new Set(PUBLIC_PAGES.flatMap((page: PublicPage) => (page.start ? [page.start.rpc] : []))),
  ];
}

/** The site's address of the page start functions, under the build's `base`. */
export function siteRpcPath(base: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${RPC_PATH}`;
}

/** Netlify's rule file: each page start's address proxied (status 200) to the project's. */
export function netlifyRedirectsFile(supabaseUrl: string, base: string): string {
  const api = supabaseUrl.replace(/\/+$/, '');
  return [
    '# Written by the build from build/page-start-proxy.ts: edit that file, not this one.',
    '# A page start is proxied to the project; Netlify passes the query string on.',
    ...pageStartFunctions().map(
      (rpc) => `${siteRpcPath(base)}${rpc}  ${api}/${RPC_PATH}${rpc}  200`,
    ),
    '',
  ].join('\n');
}

/**
 * A page's start named in the response to the page's address, as a `Link` preload: the browser
 * asks for it as soon as the document's headers arrive, before it has parsed a byte of the
 * document (index.html's start script then takes that answer instead of asking again). Only for
 * the pages whose start takes its arguments from the query string alone: their address without
 * one starts the default answer, the same for every visitor, which a path rule of `_headers`
 * can name. A visit with a query string is sent the default's all the same; its start, another
 * address, does not use it.
 */
export function pageStartLinks(anonKey: string, base: string): [path: string, link: string][] {
  const root = base.endsWith('/') ? base : `${base}/`;
  return PUBLIC_PAGES.flatMap((page: PublicPage): [string, string][] => {
    const { start } = page;
    if (!start || Object.values(start.args).some((source) => typeof source === 'number')) return [];
    // As the start script writes it (build/route-preload.ts): the function, then the key.
    const address = `${siteRpcPath(base)}${start.rpc}?apikey=${anonKey}`;
    return [[`${root}${page.path}`, `<${address}>; rel=preload; as=fetch; crossorigin`]];
  });
}

/** A 200 rule of a `_redirects` file to another origin: what a host proxies. */
export interface ProxyRule {
  from: string;
  to: string;
}

/** The proxy rules of a `_redirects` file, for servers of the build that honour them. */
export function proxyRules(file: string): ProxyRule[] {
  return file
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith('#') && status === '200' && to)
    .filter(([, to]) => /^https?:\/\//.test(to ?? ''))
    .map(([from = '', to = '']) => ({ from, to }));
}
