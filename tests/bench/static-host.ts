import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { Socket } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible, negotiate, type Encoding } from './compression';
import type { Forwarder } from './api-proxy';
import type { HeadersFor } from './host-headers';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

interface HostedFile {
  type: string;
  /** Each encoding the file is kept in, with its own validator. */
  bodies: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
  lastModified: string;
}

export interface StaticHost {
  server: Http2SecureServer;
  /** Serves `content` at `pathname` from now on, as if it had been deployed with the build. */
  put(pathname: string, content: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

async function encode(content: Buffer, type: string, modified: Date): Promise<HostedFile> {
  const etag = (body: Buffer, encoding: Encoding) =>
    `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const file: HostedFile = {
    type,
    bodies: { identity: { body: content, etag: etag(content, 'identity') } },
    lastModified: modified.toUTCString(),
  };
  if (isCompressible(type) && content.length > 256) {
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    file.bodies.br = { body: br, etag: etag(content, 'br') };
    file.bodies.gzip = { body: gz, etag: etag(content, 'gzip') };
  }
  return file;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The production build as a static host serves it: HTTP/2 over TLS, every text file kept
 * brotli- and gzip-compressed (compressed once, at start-up, at the highest levels) and sent in
 * the encoding the browser accepts, ETag and Last-Modified validators answered with 304, the
 * build's proxy rules (`_redirects`: the page starts) forwarded to the API, the
 * headers of `headersFor` (cache rules, and the production security headers when they exist),
 * and every path that is not a file answered with index.html, except under /assets/, where a
 * missing file is a 404 rather than a page cached for a year.
 */
export async function startStaticHost(options: {
  root: string;
  port: number;
  cert: string;
  key: string;
  headersFor: HeadersFor;
  /** Addresses the host forwards to the API instead of serving (its 200 rewrites). */
  forward?: { paths: ReadonlySet<string>; handle: Forwarder['handle'] };
}): Promise<StaticHost> {
  const files = new Map<string, HostedFile>();
  const typeOf = (path: string) => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  await Promise.all(
    (await listFiles(options.root)).map(async (path) => {
      const [content, info] = await Promise.all([readFile(path), stat(path)]);
      const pathname = `/${relative(options.root, path).split(sep).join('/')}`;
      files.set(pathname, await encode(content, typeOf(path), info.mtime));
    }),
  );
  if (!files.has('/index.html')) throw new Error(`static host: no index.html in ${options.root}`);

  const handle = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    if (options.forward?.paths.has(new URL(req.url, 'https://host').pathname)) {
      options.forward.handle(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'https://host').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file =
      files.get(pathname) ??
      files.get(`${pathname.replace(/\/$/, '')}/index.html`) ??
      (pathname.startsWith('/assets/') ? undefined : files.get('/index.html'));
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const wanted = negotiate(req.headers['accept-encoding']);
    const encoding = file.bodies[wanted] ? wanted : 'identity';
    const { body, etag } = file.bodies[encoding]!;
    const headers: Record<string, string> = {
      ...options.headersFor(pathname),
      etag,
      'last-modified': file.lastModified,
    };
    if (file.bodies.br) headers.vary = 'Accept-Encoding';
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const notModified =
      ifNoneMatch !== undefined
        ? matches(ifNoneMatch, etag)
        : ifModifiedSince !== undefined &&
          Date.parse(ifModifiedSince) >= Date.parse(file.lastModified);
    if (notModified) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['content-type'] = file.type;
    headers['content-length'] = String(body.length);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };

  const server = createSecureServer({ key: options.key, cert: options.cert }, handle);
  const close = closer(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    server,
    async put(pathname, content) {
      const body = typeof content === 'string' ? Buffer.from(content) : content;
      files.set(pathname, await encode(body, typeOf(pathname), new Date()));
    },
    close,
  };
}

/**
 * A close for `server` that also ends its open connections: browsers keep HTTP/2 connections
 * open, and `server.close()` alone waits for them. Every connection, not only those that became
 * sessions: one left in its handshake once hung a full run after its last page, its results
 * unwritten.
 */
export function closer(server: Http2SecureServer): () => Promise<void> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
}
