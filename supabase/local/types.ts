import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { JWTPayload } from 'jose';
import type { AuthRateLimits } from './auth/rate-limits';

/** Resolved configuration of one running local stack. */
export interface StackConfig {
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** Where the web app runs; used in links the auth service prints (recovery). */
  siteUrl: string;
  /** Folder holding the cluster, keys and other local state. */
  dataDir: string;
  /** Access-token lifetime in seconds (Supabase default 3600). */
  jwtExpiry: number;
  /** Auth's request limits; what is left out keeps hosted Supabase's default. */
  authRateLimits?: Partial<AuthRateLimits>;
}

export interface SigningKeys {
  kid: string;
  /** Public JWK set, as served at /auth/v1/.well-known/jwks.json and read by PostgREST. */
  jwks: { keys: Record<string, unknown>[] };
  /** Signs claims with ES256 and the kid header. `exp` must be present in claims. */
  sign(claims: JWTPayload): Promise<string>;
  /** Verifies signature and expiry; throws on any problem. */
  verify(token: string): Promise<JWTPayload>;
  anonKey: string;
  serviceRoleKey: string;
}

/** What each in-process service (auth, storage) receives from the stack. */
export interface ServiceContext {
  /** Superuser pool on the stack database. Services switch role per request where RLS must apply. */
  pool: pg.Pool;
  keys: SigningKeys;
  config: StackConfig;
  log: (message: string) => void;
}

/**
 * A service handles requests whose path has already had its prefix (/auth/v1, /storage/v1)
 * removed: `path` is e.g. "/token?grant_type=password". CORS and the apikey check are done by
 * the gateway before the call. The handler must always answer and never throw.
 */
export type ServiceHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) => Promise<void>;
