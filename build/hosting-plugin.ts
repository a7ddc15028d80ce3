import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';
import { firstViewFiles, firstViewLinks, hasFirstViews } from './first-view.ts';
import {
  contentSecurityPolicy,
  HASHED_ASSETS,
  HEADERS_FILE,
  inlineEventHandlers,
  inlineScriptHashes,
  linksByPath,
  metaContentSecurityPolicy,
  netlifyHeadersFile,
  siteHeaders,
} from './hosting-headers.ts';
import {
  netlifyRedirectsFile,
  pageStartLinks,
  pageStartsViaSite,
  proxyRules,
  REDIRECTS_FILE,
  type ProxyRule,
} from './page-start-proxy.ts';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** Puts the policy first in <head>: a meta policy covers only what the parser reads after it. */
export function withMetaPolicy(html: string, policy: string): string {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('hosting: the built HTML has no <head>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
}

/**
 * Headers set here win over the ones `vite preview` sets afterwards (its `no-cache` on HTML): the
 * preview answers as the production host does.
 */
function sendHeaders(res: ServerResponse, headers: Record<string, string>): void {
  const setHeader = res.setHeader.bind(res);
  for (const [name, value] of Object.entries(headers)) setHeader(name, value);
  const ours = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  res.setHeader = (name, value) => (ours.has(name.toLowerCase()) ? res : setHeader(name, value));
}

/** Request headers that describe the connection, not the request: not sent on. */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'accept-encoding',
  'content-length',
]);

/** What Netlify does with a 200 rule to another origin, for `vite preview`. */
async function proxy(req: IncomingMessage, res: ServerResponse, rule: ProxyRule, search: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string' && !NOT_FORWARDED.has(name)) headers.set(name, value);
  const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
  const answer = await fetch(rule.to + search, { method, headers });
  const body = Buffer.from(await answer.arrayBuffer());
  answer.headers.forEach((value, name) => {
    // fetch has already decoded the body.
    if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding')
      res.setHeader(name, value);
  });
  res.statusCode = answer.status;
  res.end(body);
}

/**
 * The hosting configuration of a build (docs/decisions-hosting.md). After everything else has
 * written the HTML, it hashes every inline script of every page, puts the resulting
 * Content-Security-Policy in each page's `<meta>` (for hosts whose headers cannot change per
 * build) and writes `_headers` (Netlify, Cloudflare Pages) with it and the other headers of
 * build/hosting-headers.ts. `vite preview` then serves those same headers.
 */
export function hostingConfig(): Plugin {
  let supabaseUrl: string | null = null;
  let anonKey: string | null = null;
  let startsViaSite = true;
  let base = '/';
  let outDir = 'dist';
  return {
    name: 'calcetto:hosting',
    enforce: 'post',
    configResolved(config) {
      const url: unknown = config.env.VITE_SUPABASE_URL;
      supabaseUrl = typeof url === 'string' && url.trim() ? url.trim() : null;
      const key: unknown = config.env.VITE_SUPABASE_ANON_KEY;
      // As index.html's start script sends it (build/route-preload.ts).
      anonKey = typeof key === 'string' && key ? key : null;
      startsViaSite = pageStartsViaSite(config.env);
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      if (`/${config.build.assetsDir}/` !== HASHED_ASSETS)
        throw new Error(`hosting: the cache rules expect build.assetsDir to be ${HASHED_ASSETS}`);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pages = Object.values(bundle).filter(
          (file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.html'),
        );
        if (!pages.length) return;
        const html = pages.map((page) => ({ page, text: page.source.toString() }));
        for (const { page, text } of html) {
          const handlers = inlineEventHandlers(text);
          if (handlers.length)
            this.error(
              `${page.fileName}: inline event handlers are refused by the Content-Security-Policy; ` +
                `attach them from a script instead: ${handlers.join(', ')}`,
            );
        }
        const sources = {
          supabaseUrl,
          scriptHashes: [...new Set(html.flatMap(({ text }) => inlineScriptHashes(text)))],
        };
        const meta = metaContentSecurityPolicy(sources);
        for (const { page, text } of html) page.source = withMetaPolicy(text, meta);
        this.emitFile({
          type: 'asset',
          fileName: HEADERS_FILE,
          source: netlifyHeadersFile(
            contentSecurityPolicy(sources),
            linksByPath([
              // The starts go through the site: the preload rides the document's connection.
              ...(supabaseUrl && anonKey && startsViaSite ? pageStartLinks(anonKey, base) : []),
              // A build of another page (the tests') has no first views to name.
              ...(hasFirstViews(bundle) ? firstViewLinks(firstViewFiles(bundle), base) : []),
            ]),
          ),
        });
        if (supabaseUrl && startsViaSite)
          this.emitFile({
            type: 'asset',
            fileName: REDIRECTS_FILE,
            source: netlifyRedirectsFile(supabaseUrl, base),
          });
      },
    },
    async configurePreviewServer(server) {
      const headers = await siteHeaders(outDir).catch((error: unknown) => {
        server.config.logger.warn(`hosting: serving without the build's headers: ${String(error)}`);
        return null;
      });
      if (headers === null) return;
      const rules = await readFile(join(outDir, REDIRECTS_FILE), 'utf8').then(proxyRules, () => []);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        const rule = rules.find((r) => r.from === url.pathname);
        if (rule) {
          proxy(req, res, rule, url.search).catch(next);
          return;
        }
        sendHeaders(res, headers(url.pathname));
        next();
      });
    },
  };
}
