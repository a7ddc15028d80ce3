import type { OutgoingHttpHeaders } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate, type Encoding } from './compression';

/**
 * What a CDN keeps of an answer that its `CDN-Cache-Control` (RFC 9213) lets it keep: how long
 * the copy is fresh and how much longer it may still be given while the CDN asks again. Only
 * what the page starts' answers say (supabase/migrations/20261207090000_page_starts_edge_cached.sql).
 */
export function sharedLifetimes(
  header: string | string[] | undefined,
): { fresh: number; stale: number } | null {
  const directives = new Map<string, string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', value = ''] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value);
  }
  if (!directives.has('public') || directives.has('no-store') || directives.has('private'))
    return null;
  const fresh = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  if (!Number.isFinite(fresh) || fresh <= 0) return null;
  const stale = Number(directives.get('stale-while-revalidate') ?? 0);
  return { fresh, stale: Number.isFinite(stale) ? stale : 0 };
}

export interface SharedCopy {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  fresh: number;
  stale: number;
}

/**
 * A CDN's copies of the answers it forwards, keyed by address as Netlify's and Vercel's are: a
 * fresh copy is given as it is, with its `Age`; a stale one within its stale-while-revalidate
 * time too, while `refresh` asks the origin again once. Each copy is compressed once per
 * encoding, as a CDN stores it.
 */
export class SharedCopies {
  private readonly copies = new Map<string, SharedCopy>();
  private readonly encoded = new Map<string, Buffer>();
  private readonly refreshing = new Set<string>();

  keep(address: string, copy: Omit<SharedCopy, 'storedAt'>) {
    this.copies.set(address, { ...copy, storedAt: Date.now() });
    for (const key of this.encoded.keys())
      if (key.endsWith(` ${address}`)) this.encoded.delete(key);
  }

  /** Gives the copy kept for `req`'s address, if it may; false when the origin must answer. */
  give(
    req: Http2ServerRequest,
    res: Http2ServerResponse,
    refresh: (address: string, done: () => void) => void,
  ): boolean {
    const address = req.url;
    const copy = req.method === 'GET' ? this.copies.get(address) : undefined;
    if (!copy) return false;
    const age = Math.floor((Date.now() - copy.storedAt) / 1000);
    if (age >= copy.fresh + copy.stale) return false;
    if (age >= copy.fresh && !this.refreshing.has(address)) {
      this.refreshing.add(address);
      refresh(address, () => this.refreshing.delete(address));
    }
    const encoding = negotiate(req.headers['accept-encoding']);
    const headers: OutgoingHttpHeaders = { ...copy.headers, age: String(age) };
    delete headers['content-length'];
    if (encoding !== 'identity') {
      headers['content-encoding'] = encoding;
      headers.vary = copy.headers.vary
        ? `${String(copy.headers.vary)}, Accept-Encoding`
        : 'Accept-Encoding';
    }
    res.writeHead(copy.status, headers);
    res.end(this.body(address, copy, encoding));
    return true;
  }

  private body(address: string, copy: SharedCopy, encoding: Encoding): Buffer {
    if (encoding === 'identity') return copy.body;
    const key = `${encoding} ${address}`;
    let body = this.encoded.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(copy.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(copy.body, { level: 6 });
      this.encoded.set(key, body);
    }
    return body;
  }
}
