import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { compressStream, isCompressible, negotiate } from './compression';
import { sharedLifetimes, type SharedCopies } from './shared-copies';
import { closer } from './static-host';

/** Connection-level headers: meaningless across the proxy, and forbidden in HTTP/2. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

export interface Forwarder {
  handle(req: Http2ServerRequest, res: Http2ServerResponse): void;
  destroy(): void;
}

/**
 * Requests streamed to the stack's plain-HTTP gateway and back, the answers compressed on the
 * fly as a CDN does: the API proxy's, and the static host's for the addresses it forwards. With
 * `shared`, the answers whose `CDN-Cache-Control` allows it are kept and given again as the
 * static host's CDN gives its copies of what it forwards (shared-copies.ts).
 */
export function forwarder(upstreamUrl: string, shared?: SharedCopies): Forwarder {
  const upstream = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  const upstreamHeaders = (req: Http2ServerRequest) => {
    const headers = forwardable(req.headers);
    const authority = req.headers[':authority'];
    headers.host = upstream.host;
    if (authority) headers['x-forwarded-host'] = authority;
    headers['x-forwarded-proto'] = 'https';
    // The proxy decides the encoding to the browser, as the CDN would; the gateway sends plain.
    delete headers['accept-encoding'];
    return headers;
  };

  /** Keeps `answer`'s body once read, when it is a GET's answer a CDN may keep. */
  const keepIfShared = (method: string | undefined, address: string, answer: IncomingMessage) => {
    const lifetimes = sharedLifetimes(answer.headers['cdn-cache-control']);
    if (!shared || method !== 'GET' || answer.statusCode !== 200 || !lifetimes) return;
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () =>
      shared.keep(address, {
        status: 200,
        headers: forwardable(answer.headers),
        body: Buffer.concat(chunks),
        ...lifetimes,
      }),
    );
  };

  /** The CDN asking the origin again for a stale copy, in the background. */
  const refresh = (req: Http2ServerRequest) => (address: string, done: () => void) => {
    const again = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: 'GET',
        path: address,
        headers: upstreamHeaders(req),
        agent,
      },
      (answer) => {
        keepIfShared('GET', address, answer);
        answer.resume();
        answer.on('end', done);
      },
    );
    again.on('error', done);
    again.end();
  };

  const handle = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    if (shared?.give(req, res, refresh(req))) return;
    const headers = upstreamHeaders(req);
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const responseHeaders = forwardable(answer.headers);
        const type = String(answer.headers['content-type'] ?? '');
        const encoding = negotiate(req.headers['accept-encoding']);
        const compress =
          encoding !== 'identity' &&
          req.method !== 'HEAD' &&
          status !== 204 &&
          status !== 304 &&
          !answer.headers['content-encoding'] &&
          isCompressible(type);
        if (compress) {
          delete responseHeaders['content-length'];
          responseHeaders['content-encoding'] = encoding;
          const vary = answer.headers.vary;
          responseHeaders.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        keepIfShared(req.method, req.url, answer);
        res.writeHead(status, responseHeaders);
        if (compress) answer.pipe(compressStream(encoding)).pipe(res);
        else answer.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      if (res.headersSent) res.stream.close();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.message}`);
    });
    req.pipe(outgoing);
  };
  return { handle, destroy: () => agent.destroy() };
}

/**
 * The local API (the stack's plain-HTTP gateway) as a hosted project answers it: HTTP/2 over TLS
 * on its own origin, responses compressed on the fly as the CDN in front of a hosted project
 * does. Requests and responses are streamed through untouched otherwise: the gateway's CORS
 * headers, PostgREST's headers and storage objects reach the browser as the gateway sent them.
 */
export async function startApiProxy(options: {
  upstream: string;
  port: number;
  cert: string;
  key: string;
}) {
  const { handle, destroy } = forwarder(options.upstream);
  const server = createSecureServer({ key: options.key, cert: options.cert }, handle);
  const close = closer(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    close: async () => {
      await close();
      destroy();
    },
  };
}
