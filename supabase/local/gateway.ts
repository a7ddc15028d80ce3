import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { ServiceHandler } from './types';

interface GatewayOptions {
  port: number;
  postgrestPort: number;
  apiKeys: string[];
  auth: ServiceHandler;
  storage: ServiceHandler;
  log: (message: string) => void;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers':
    'accept-ranges, content-disposition, content-range, content-location, content-type, content-length, etag, location, preference-applied, range-unit, x-supabase-api-version, x-total-count',
  'access-control-max-age': '3600',
};

function json(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return res.end();
  res.writeHead(status, { 'content-type': 'application/json', ...CORS_HEADERS });
  res.end(JSON.stringify(body));
}

/** Routes that Supabase's API gateway serves without an apikey. */
function isOpenRoute(path: string, method: string): boolean {
  if (path.startsWith('/storage/v1/object/public/') && (method === 'GET' || method === 'HEAD'))
    return true;
  if (path.startsWith('/storage/v1/object/sign/') && (method === 'GET' || method === 'HEAD'))
    return true;
  return [
    '/auth/v1/verify',
    '/auth/v1/callback',
    '/auth/v1/health',
    '/auth/v1/.well-known/jwks.json',
  ].some((open) => path === open || path.startsWith(`${open}?`));
}

function apiKeyOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.apikey;
  if (typeof header === 'string' && header) return header;
  return url.searchParams.get('apikey');
}

/**
 * The gateway plays the part of Supabase's API gateway: one origin for REST, Auth and Storage,
 * CORS for browsers, and the apikey check. Authorization passes through untouched.
 */
export function startGateway(options: GatewayOptions): Promise<http.Server> {
  const { port, postgrestPort, apiKeys, auth, storage, log } = options;
  const keys = new Set(apiKeys);
  // Keep-alive to PostgREST keeps the gateway's added latency to a fraction of a millisecond.
  // PostgREST's server closes a connection idle for 30 s; the agent drops its own idle sockets
  // well before that, so that it rarely hands out one the server is closing.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 10_000 });

  const proxyToPostgrest = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    retried = false,
  ) => {
    // PostgREST reads only Authorization; the apikey stays at the gateway, as on Supabase.
    const { apikey: _apikey, ...forwarded } = req.headers;
    const headers = { ...forwarded, host: `127.0.0.1:${postgrestPort}` };
    const upstream = http.request(
      { host: '127.0.0.1', port: postgrestPort, method: req.method, path, headers, agent },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, { ...upstreamRes.headers, ...CORS_HEADERS });
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed as the request went out: the server never saw
      // the request, so a read is sent again on a new socket (the retry Node's docs advise).
      // A write is not: its body has been streamed away, and the client hears the 502.
      const readOnly = req.method === 'GET' || req.method === 'HEAD';
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && readOnly && !retried) {
        return proxyToPostgrest(req, res, path, true);
      }
      log(`gateway: PostgREST unreachable: ${error.message}`);
      json(res, 502, { message: 'An invalid response was received from the upstream server' });
    });
    // A retried read's request has already ended: piping it again would never end the new one.
    if (req.readableEnded) upstream.end();
    else req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const rawPath = req.url ?? '/';
    if (method === 'OPTIONS') {
      res.writeHead(200, {
        ...CORS_HEADERS,
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      return res.end();
    }
    let url: URL;
    try {
      url = new URL(rawPath, 'http://gateway');
    } catch {
      return json(res, 400, { message: 'Bad request' });
    }
    if (url.pathname === '/' || url.pathname === '/health') return json(res, 200, { status: 'ok' });

    if (!isOpenRoute(url.pathname, method)) {
      const key = apiKeyOf(req, url);
      if (!key)
        return json(res, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      if (!keys.has(key))
        return json(res, 401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
    }

    const route = (prefix: string) =>
      rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) || '/' : null;
    const rest = route('/rest/v1');
    if (rest !== null) return proxyToPostgrest(req, res, rest);

    const forService = (handler: ServiceHandler, path: string) => {
      // Services answer their own CORS-free responses; the gateway adds CORS, as Kong does.
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
      handler(req, res, path).catch((error: unknown) => {
        log(`gateway: unhandled service error: ${String(error)}`);
        json(res, 500, { message: 'Internal server error' });
      });
    };
    const authPath = route('/auth/v1');
    if (authPath !== null) return forService(auth, authPath);
    const storagePath = route('/storage/v1');
    if (storagePath !== null) return forService(storage, storagePath);

    return json(res, 404, { message: 'no Route matched with those values' });
  });
  server.keepAliveTimeout = 65_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
