import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import busboy from 'busboy';
import { errors, StorageError } from './errors';
import { header } from './http';

/** What an upload request carried, its bytes already in a temporary file. */
export interface ReceivedFile {
  tmpPath: string;
  size: number;
  md5: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadLimits {
  /** Bytes; the smaller of the bucket's limit and the global cap. */
  maxBytes: number;
  allowedMimeTypes: string[] | null;
}

const DEFAULT_MIME = 'application/octet-stream';

function essence(mime: string): string[] {
  return mime.split(';')[0].trim().toLowerCase().split('/');
}

/** Supabase's rule: an allowed entry matches its exact type/subtype, or `type/*` a whole type. */
export function isMimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = essence(mime);
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = essence(entry);
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** Counts and hashes bytes on their way to disk, failing as soon as the limit is passed. */
class LimitedHash extends Transform {
  size = 0;
  private readonly hash: Hash = createHash('md5');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(errors.entityTooLarge());
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

function parseUserMetadata(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // reported below like any other malformed value
  }
  throw errors.invalidParameter('metadata');
}

/**
 * Streams an upload body (multipart/form-data as storage-js sends Blobs and FormData, or raw
 * bytes with their content-type) to `tmpPath`, enforcing the limits while it arrives. On
 * refusal nothing reads the request any more: the caller drops the rest and answers.
 */
export function receiveUpload(
  req: IncomingMessage,
  tmpPath: string,
  limits: UploadLimits,
): Promise<ReceivedFile> {
  const contentType = header(req, 'content-type') ?? '';
  return contentType.toLowerCase().startsWith('multipart/form-data')
    ? receiveMultipart(req, tmpPath, limits)
    : receiveRaw(req, tmpPath, limits, contentType);
}

/** Pipes `source` through the limiter into `tmpPath`; resolves with the byte count and md5. */
function writeLimited(source: Readable, tmpPath: string, maxBytes: number) {
  const limiter = new LimitedHash(maxBytes);
  const out: WriteStream = createWriteStream(tmpPath);
  const done = new Promise<{ size: number; md5: string }>((resolve, reject) => {
    const fail = (error: unknown) => {
      source.unpipe(limiter);
      limiter.unpipe(out);
      out.destroy();
      reject(error);
    };
    limiter.on('error', fail);
    out.on('error', fail);
    source.on('error', fail);
    out.on('finish', () => resolve({ size: limiter.size, md5: limiter.digest() }));
  });
  // pipe() (not pipeline()) leaves the request open when writing fails, so it can still be answered.
  source.pipe(limiter).pipe(out);
  return done;
}

async function receiveRaw(
  req: IncomingMessage,
  tmpPath: string,
  limits: UploadLimits,
  contentType: string,
): Promise<ReceivedFile> {
  const mimetype = contentType || DEFAULT_MIME;
  const declaredLength = Number(header(req, 'content-length'));
  if (!isMimeAllowed(mimetype, limits.allowedMimeTypes)) throw errors.invalidMimeType(mimetype);
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxBytes)
    throw errors.entityTooLarge();
  const encodedMetadata = header(req, 'x-metadata');
  const userMetadata = encodedMetadata
    ? parseUserMetadata(Buffer.from(encodedMetadata, 'base64').toString('utf8'))
    : null;
  const { size, md5 } = await writeLimited(req, tmpPath, limits.maxBytes);
  return {
    tmpPath,
    size,
    md5,
    mimetype,
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
    userMetadata,
  };
}

function receiveMultipart(
  req: IncomingMessage,
  tmpPath: string,
  limits: UploadLimits,
): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 10, parts: 20, fieldSize: 1024 * 1024 },
      });
    } catch (error) {
      reject(errors.badRequest(error instanceof Error ? error.message : 'Invalid multipart body'));
      return;
    }
    let settled = false;
    let cacheTime: string | undefined;
    let userMetadata: Record<string, unknown> | null = null;
    let written: Promise<{ size: number; md5: string; mimetype: string }> | undefined;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      reject(error instanceof StorageError ? error : errors.badRequest('Invalid multipart body'));
    };

    parser.on('field', (name, value) => {
      try {
        if (name === 'cacheControl') cacheTime = value;
        if (name === 'metadata') userMetadata = parseUserMetadata(value);
      } catch (error) {
        fail(error);
      }
    });
    parser.on('file', (_name, stream, info) => {
      const mimetype = info.mimeType || DEFAULT_MIME;
      if (!isMimeAllowed(mimetype, limits.allowedMimeTypes)) {
        stream.resume();
        fail(errors.invalidMimeType(mimetype));
        return;
      }
      written = writeLimited(stream, tmpPath, limits.maxBytes).then((r) => ({ ...r, mimetype }));
      written.catch(fail);
    });
    parser.on('error', fail);
    req.on('error', fail);
    parser.on('close', () => {
      if (settled) return;
      if (!written) {
        fail(errors.noContent());
        return;
      }
      written.then(
        ({ size, md5, mimetype }) => {
          if (settled) return;
          settled = true;
          resolve({
            tmpPath,
            size,
            md5,
            mimetype,
            cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
            userMetadata,
          });
        },
        () => undefined, // already reported through fail()
      );
    });
    req.pipe(parser);
  });
}
