import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { errors, type StorageError } from './errors';

/** Fastify's default body limit, which Supabase Storage keeps for its JSON routes. */
const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * After refusing an upload we keep reading (and dropping) what the client still sends, so it
 * receives our answer instead of a reset connection; past this much we hang up instead.
 */
const DISCARD_LIMIT = 64 * 1024 * 1024;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

export function sendError(res: ServerResponse, error: StorageError) {
  sendJson(res, error.status, error.body());
}

/** Drops the rest of a request body we will not use. Call once, when nothing else reads it. */
export function discard(req: IncomingMessage) {
  if (req.readableEnded || req.destroyed) return;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT) req.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}

/** Reads a JSON body; an empty body reads as `{}` (storage-js sends none on some DELETEs). */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= JSON_BODY_LIMIT) {
        chunks.push(chunk);
        return;
      }
      // The service's error path drops the rest of the body once this rejection reaches it.
      req.off('data', onData);
      req.off('end', onEnd);
      req.pause();
      reject(errors.bodyTooLarge());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.badRequest("Body is not valid JSON but content-type is set to 'application/json'");
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw errors.badRequest('body must be object');
  }
  return parsed as Record<string, unknown>;
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
