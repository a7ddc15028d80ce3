import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error answered to the client the way Supabase Auth (GoTrue) answers it. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Only for weak_password: GoTrue adds `weak_password: { reasons }` to the body. */
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const internal = (message: string) => new AuthError(500, 'unexpected_failure', message);

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/**
 * GoTrue's error body depends on the API version the client asks for: auth-js always sends
 * `X-Supabase-Api-Version: 2024-01-01` and gets `{code: '<error code>', message}` with the header
 * echoed; requests without it (curl, older clients) get the original
 * `{code: <status>, error_code, msg}`. auth-js understands both.
 */
function requestedApiVersion(req: IncomingMessage): '2024-01-01' | null {
  const raw = req.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || time < API_VERSION_2024 ? null : '2024-01-01';
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: AuthError) {
  const version = requestedApiVersion(req);
  const weak = error.weakPasswordReasons
    ? { weak_password: { reasons: error.weakPasswordReasons } }
    : {};
  const body = version
    ? { code: error.errorCode, message: error.message, ...weak }
    : { code: error.status, error_code: error.errorCode, msg: error.message, ...weak };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (version) headers['X-Supabase-Api-Version'] = version;
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(error.status, headers);
  res.end(JSON.stringify(body));
}
