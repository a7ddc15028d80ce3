import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type { SigningKeys } from '../types';
import { errors } from './errors';
import { header } from './http';

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
type ApiRole = (typeof API_ROLES)[number];

/** Who is asking: the database role their token names and the claims RLS policies read. */
export interface Caller {
  role: ApiRole;
  claims: JWTPayload;
  /** The token's subject, stored as the object's owner; absent for the anon and service keys. */
  sub: string | null;
}

const BEARER = /^Bearer\s+/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/**
 * Verifies the caller's token like Supabase Storage does: the Authorization bearer, or (as the
 * API gateway forwards it when a request carries none) the apikey. Any failure is an
 * AccessDenied carrying the verifier's message.
 */
export async function authenticate(req: IncomingMessage, keys: SigningKeys): Promise<Caller> {
  const authorization = header(req, 'authorization');
  const token = authorization ? authorization.replace(BEARER, '') : (header(req, 'apikey') ?? '');
  let claims: JWTPayload;
  try {
    claims = await keys.verify(token);
  } catch (error) {
    throw errors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
  // Only the API roles may be assumed: a signed-URL token (no role) or any other role claim
  // must not turn into a database role.
  if (!isApiRole(claims.role)) throw errors.accessDenied('Access denied: Invalid role');
  return {
    role: claims.role,
    claims,
    sub: typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null,
  };
}

/** The `owner` column is a uuid; `owner_id` keeps any subject. */
export function ownerColumns(caller: Caller): { owner: string | null; ownerId: string | null } {
  return { owner: caller.sub && UUID.test(caller.sub) ? caller.sub : null, ownerId: caller.sub };
}
