import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Types worth compressing; images and fonts other than SVG are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|vnd\.pgrst)|image\/svg\+xml)/i.test(
    contentType,
  );
}

/** The encoding a static host or CDN answers with: brotli when the browser takes it, else gzip. */
export function negotiate(acceptEncoding: string | string[] | undefined): Encoding {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * On-the-fly compression of API responses, at the levels a CDN uses for dynamic content (fast
 * rather than smallest); static files are compressed once, at the highest levels, at start-up.
 */
export function compressStream(encoding: Exclude<Encoding, 'identity'>): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}
