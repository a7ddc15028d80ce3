import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a static host sends with the production build: the Content-Security-Policy, the other
 * security headers and the cache rules, in one place. The build writes them into each host's
 * format (build/hosting-plugin.ts), `vite preview` serves them, and so can any other server of
 * the build (the benchmark): `await siteHeaders(distDir)` gives `headersFor(pathname)`.
 */

/** Vite's assets folder: every file in it has a content hash in its name. */
export const HASHED_ASSETS = '/assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * For index.html and every other file without a hash in its name (translations, the web app
 * manifest, the service worker): cached, but asked again every time. It is also what Netlify, Cloudflare Pages and
 * Vercel send by default, so their files leave it out rather than have the host join two values.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The images the site ships without a hash in their name (its icons and the demo league's
 * pictures): a page asks for the same one twice (the favicon and the header's logo), and a
 * changed icon may show an hour late, as Supabase Storage's own default for uploaded images.
 */
export const STATIC_IMAGES = ['/favicon.svg', '/icons/', '/demo/'] as const;

export const IMAGE_CACHE = 'public, max-age=3600';

function isStaticImage(pathname: string): boolean {
  return STATIC_IMAGES.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix,
  );
}

/** The one directive of the policy that a `<meta>` element cannot carry. */
export const FRAME_POLICY = "frame-ancestors 'none'";

/** Where the build's policy is written; `siteHeaders` reads it back from there. */
export const HEADERS_FILE = '_headers';

export interface PolicySources {
  /** The build's VITE_SUPABASE_URL; null when it has none (the app then shows its setup page). */
  supabaseUrl: string | null;
  /** `sha256-…` of each inline script in the built HTML. */
  scriptHashes: readonly string[];
}

/**
 * The Supabase URL as a CSP source. A URL with a path (an API behind a proxy) becomes a prefix:
 * a source path without its final slash would match that one path only.
 */
function apiSource(supabaseUrl: string): { api: string; storage: string } {
  const url = new URL(supabaseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`hosting headers: VITE_SUPABASE_URL must be http(s), got ${supabaseUrl}`);
  const path = url.pathname.replace(/\/+$/, '');
  const base = `${url.origin}${path}`;
  // Public objects are the only files the app shows from Storage (getPublicUrl).
  return { api: path ? `${base}/` : base, storage: `${base}/storage/v1/object/public/` };
}

type Directive = [name: string, ...sources: string[]];

function directives({ supabaseUrl, scriptHashes }: PolicySources): Directive[] {
  const backend = supabaseUrl ? apiSource(supabaseUrl) : null;
  const api = backend ? [backend.api] : [];
  const storage = backend ? [backend.storage] : [];
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // The runtime theme writes its colours into a <style> element (src/features/theme), and
    // Radix's scroll lock, the toasts and the rich-text editor add <style> elements of their own:
    // none of them can be hashed at build time (docs/decisions-hosting.md).
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for images the bundler inlines and the two-factor QR code; blob: for the preview of
    // a picked file before it is uploaded.
    ['img-src', "'self'", 'data:', 'blob:', ...storage],
    ['media-src', "'self'", ...storage],
    // The bundler inlines the smallest font subsets as data: URLs.
    ['font-src', "'self'", 'data:'],
    // Realtime (websockets) is not used: supabase-js's realtime client is stubbed out of the build.
    ['connect-src', "'self'", ...api],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
}

function serialize(list: Directive[]): string {
  return list.map((directive) => directive.join(' ')).join('; ');
}

/** The policy as a response header sends it. */
export function contentSecurityPolicy(sources: PolicySources): string {
  return serialize(directives(sources));
}

/** The same policy for a `<meta http-equiv>` element, which ignores frame-ancestors. */
export function metaContentSecurityPolicy(sources: PolicySources): string {
  return serialize(directives(sources).filter(([name]) => name !== 'frame-ancestors'));
}

/** The hash a CSP source names an inline script by: over the text as the HTML parser reads it. */
export function scriptHash(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}`;
}

const NAME = String.raw`[^\s"'>/=]+`;
const VALUE = String.raw`(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?`;
const ATTRIBUTES = String.raw`(?:\s+${NAME}${VALUE})*`;
const SCRIPT = new RegExp(String.raw`<script(${ATTRIBUTES})\s*>([\s\S]*?)<\/script\s*>`, 'gi');
const TAG = new RegExp(String.raw`<[a-z][\w-]*(${ATTRIBUTES})\s*\/?>`, 'gi');

function attributeNames(attributes: string): string[] {
  const attribute = new RegExp(String.raw`\s+(${NAME})${VALUE}`, 'g');
  return [...attributes.matchAll(attribute)].map(([, name = '']) => name.toLowerCase());
}

/** Every inline script of an HTML document (no `src`), in order, with no duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attributeNames(attributes).includes('src')) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/**
 * The tags of an HTML document that carry an inline event handler (`onload="…"`). A hash does
 * not allow those (that would take 'unsafe-hashes'), so the build refuses them rather than ship a
 * page the policy breaks.
 */
export function inlineEventHandlers(html: string): string[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(SCRIPT, (_, attributes: string) => `<script${attributes}></script>`);
  return [...markup.matchAll(TAG)]
    .filter(([, attributes = '']) => attributeNames(attributes).some((n) => n.startsWith('on')))
    .map(([tag]) => tag);
}

/** The security headers of every response; `policy` is the build's CSP. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Ignored by browsers on plain HTTP (local preview). No includeSubDomains: the site may live
    // at the apex of a club's domain whose other subdomains are not ours to decide for.
    'Strict-Transport-Security': 'max-age=31536000',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith(HASHED_ASSETS);
}

/** A page's preloads, named in the response to its address (`_headers`' path syntax). */
export type PathLink = readonly [path: string, link: string];

/**
 * A page's path as a regular expression over `location.pathname`: the router's (`teams/:id`)
 * and a `_headers` file's (`/teams/:id`) alike, `:name` standing for one segment of the address,
 * as React Router, Netlify and Cloudflare Pages read it.
 */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^/${segments.join('/')}/?$`;
}

/** One `Link` value per path, as a host joins the values of the rules that match an address. */
export function linksByPath(links: readonly PathLink[]): PathLink[] {
  const joined = new Map<string, string[]>();
  for (const [path, link] of links) joined.set(path, [...(joined.get(path) ?? []), link]);
  return [...joined].map(([path, values]) => [path, values.join(', ')]);
}

/**
 * The headers of a response for `pathname`. A path that is not a file (a page of the app) gets
 * index.html and therefore its headers.
 */
export function headersFor(
  pathname: string,
  policy: string,
  links: readonly PathLink[] = [],
): Record<string, string> {
  const link = links
    .filter(([path]) => new RegExp(pathPattern(path)).test(pathname))
    .map(([, value]) => value)
    .join(', ');
  return {
    ...securityHeaders(policy),
    'Cache-Control': isHashedAsset(pathname)
      ? IMMUTABLE
      : isStaticImage(pathname)
        ? IMAGE_CACHE
        : REVALIDATE,
    ...(link ? { Link: link } : {}),
  };
}

/**
 * `_headers` for Netlify and Cloudflare Pages; `links` are the pages' preloads, one value per
 * path (`linksByPath`): the page starts' (build/page-start-proxy.ts `pageStartLinks`) and the
 * first views' scripts' (build/first-view.ts `firstViewLinks`).
 */
export function netlifyHeadersFile(policy: string, links: readonly PathLink[] = []): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by the build from build/hosting-headers.ts: edit that file, not this one.',
    block('/*', securityHeaders(policy)),
    block(`${HASHED_ASSETS}*`, { 'Cache-Control': IMMUTABLE }),
    ...STATIC_IMAGES.map((path) =>
      block(path.endsWith('/') ? `${path}*` : path, { 'Cache-Control': IMAGE_CACHE }),
    ),
    ...links.map(([path, link]) => block(path, { Link: link })),
    '',
  ].join('\n');
}

/** The `Link` headers of a `_headers` file, by path (the pages' preloads). */
export function headerLinks(file: string): PathLink[] {
  const links: PathLink[] = [];
  let path = '';
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) path = line.trim();
    else {
      const link = /^\s+Link: (.+)$/.exec(line)?.[1];
      if (link) links.push([path, link]);
    }
  }
  return links;
}

/** The build's `_headers` file and the policy in it; it throws when either is missing. */
async function builtHeadersFile(distDir: string): Promise<{ file: string; policy: string }> {
  const path = join(distDir, HEADERS_FILE);
  const file = await readFile(path, 'utf8');
  const line = /^\s+Content-Security-Policy: (.+)$/m.exec(file);
  if (!line?.[1]) throw new Error(`no Content-Security-Policy in ${path}`);
  return { file, policy: line[1] };
}

/** The policy of a build, read back from the `_headers` file it wrote. */
export async function builtPolicy(distDir: string): Promise<string> {
  return (await builtHeadersFile(distDir)).policy;
}

/** `headersFor` with the policy and the page starts' preloads of the build in `distDir`. */
export async function siteHeaders(
  distDir: string,
): Promise<(pathname: string) => Record<string, string>> {
  const { file, policy } = await builtHeadersFile(distDir);
  const links = headerLinks(file);
  return (pathname) => headersFor(pathname, policy, links);
}

/**
 * vercel.json (at the repository root, read by Vercel before it builds). It cannot know a build's
 * script hashes, so there the policy arrives in index.html's `<meta>` element and this header adds
 * only the directive a meta element cannot carry. A unit test keeps the file equal to this.
 */
export function vercelConfig() {
  const headers = (values: Record<string, string>) =>
    Object.entries(values).map(([key, value]) => ({ key, value }));
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    outputDirectory: 'dist',
    // Not for hashed files: a missing chunk is a 404, never index.html cached for a year.
    rewrites: [{ source: '/((?!assets/).*)', destination: '/index.html' }],
    headers: [
      { source: '/(.*)', headers: headers(securityHeaders(FRAME_POLICY)) },
      { source: '/assets/(.*)', headers: headers({ 'Cache-Control': IMMUTABLE }) },
      ...STATIC_IMAGES.map((path) => ({
        source: path.endsWith('/') ? `${path}(.*)` : path,
        headers: headers({ 'Cache-Control': IMAGE_CACHE }),
      })),
    ],
  };
}
