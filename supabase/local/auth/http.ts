import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, badRequest } from './errors';

/** Auth requests are small JSON documents; anything bigger is a mistake or abuse. */
const MAX_BODY_BYTES = 1024 * 1024;

export type JsonObject = Record<string, unknown>;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES)
      throw new AuthError(413, 'request_too_large', 'Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const badJson = (detail: string) =>
  badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);

function parseObject(text: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : String(error));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badJson(
      `expected a JSON object, got ${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value}`,
    );
  }
  return value as JsonObject;
}

/**
 * Reads the body as GoTrue's retrieveRequestParams does: it must be a JSON object, and an empty
 * body is a parse error too.
 */
export async function readJson(req: IncomingMessage): Promise<JsonObject> {
  return parseObject(await readBody(req));
}

/** For endpoints whose body is optional (auth-js sends none on some calls). */
export async function readOptionalJson(req: IncomingMessage): Promise<JsonObject> {
  const text = await readBody(req);
  return text.trim() === '' ? {} : parseObject(text);
}

const typeMismatch = (field: string, expected: string, value: unknown) =>
  badJson(
    `field "${field}" must be ${expected}, got ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`,
  );

/** A string field; null or absent is undefined, as Go's decoder leaves the zero value. */
export function stringField(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw typeMismatch(field, 'a string', value);
  return value;
}

export function booleanField(body: JsonObject, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw typeMismatch(field, 'a boolean', value);
  return value;
}

export function objectField(body: JsonObject, field: string): JsonObject | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw typeMismatch(field, 'an object', value);
  return value as JsonObject;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendNoContent(res: ServerResponse) {
  res.writeHead(204);
  res.end();
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

/** The caller's address as GoTrue's GetIPAddress sees it: X-Forwarded-For first, then the socket. */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (first && isIp(first)) return first;
  return req.socket.remoteAddress ?? '127.0.0.1';
}

function isIp(value: string): boolean {
  return /^[0-9.]+$/.test(value) || (value.includes(':') && /^[0-9a-fA-F:.]+$/.test(value));
}

export function userAgent(req: IncomingMessage): string | null {
  const value = req.headers['user-agent'];
  return typeof value === 'string' && value ? value : null;
}
