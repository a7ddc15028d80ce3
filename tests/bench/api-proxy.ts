import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { compressStream, isCompressible, negotiate } from './compression';
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
 * fly as a CDN does: the API proxy's, and the static host's for the addresses it forwards.
 */
export function forwarder(upstreamUrl: string): Forwarder {
  const upstream = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  const handle = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers = forwardable(req.headers);
    const authority = req.headers[':authority'];
    headers.host = upstream.host;
    if (authority) headers['x-forwarded-host'] = authority;
    headers['x-forwarded-proto'] = 'https';
    // The proxy decides the encoding to the browser, as the CDN would; the gateway sends plain.
    delete headers['accept-encoding'];
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
