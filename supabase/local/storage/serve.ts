import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ObjectMetadata } from './db';
import { errors } from './errors';
import { isFsError } from './files';
import { header } from './http';

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** Supabase Storage never serves an object as HTML: a stored page would run on its origin. */
function servedType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream';
  return mimetype.toLowerCase().includes('text/html') ? 'text/plain' : mimetype;
}

function contentDisposition(download: string | null, key: string): OutgoingHttpHeaders {
  if (download === null) return {};
  const name = encodeURIComponent(download || key.split('/').pop() || key);
  return { 'Content-Disposition': `attachment; filename=${name}; filename*=UTF-8''${name}` };
}

/**
 * Answers with an object's bytes and the headers Supabase Storage sends (type, cache-control,
 * ETag, Last-Modified, nosniff), honouring If-None-Match and a single byte range: browsers need
 * ranges to seek in the gallery's videos. `?download` asks for an attachment. The type is the
 * one declared at upload, and nosniff keeps browsers from guessing another from the bytes.
 */
export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  key: string,
  metadata: ObjectMetadata | null,
  query: URLSearchParams,
): Promise<void> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    if (isFsError(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) throw errors.noSuchKey();
    throw error;
  }
  const headers: OutgoingHttpHeaders = {
    'Content-Type': servedType(metadata?.mimetype),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': metadata?.cacheControl ?? 'no-cache',
    'Accept-Ranges': 'bytes',
    ...(metadata?.eTag ? { ETag: metadata.eTag } : {}),
    ...(metadata?.lastModified
      ? { 'Last-Modified': new Date(metadata.lastModified).toUTCString() }
      : {}),
    ...contentDisposition(query.get('download'), key),
  };

  if (metadata?.eTag && header(req, 'if-none-match') === metadata.eTag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }

  let start = 0;
  let end = size - 1;
  let status = 200;
  const range = RANGE.exec(header(req, 'range') ?? '');
  if (range && (range[1] !== '' || range[2] !== '')) {
    if (range[1] === '') {
      start = Math.max(0, size - Number(range[2]));
    } else {
      start = Number(range[1]);
      if (range[2] !== '') end = Math.min(end, Number(range[2]));
    }
    if (start >= size || start > end) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['Content-Length'] = size === 0 ? 0 : end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file, { start, end });
    // Headers are out: a read failure can only cut the response short.
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
