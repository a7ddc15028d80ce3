import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { errors as joseErrors, type JWTPayload } from 'jose';
import type { ServiceContext } from '../types';
import { withTransaction, type Queryable } from './db';
import { type AuthError, badRequest, forbidden, internal, unauthorized } from './errors';
import { clientIp, stringField, userAgent, type JsonObject } from './http';
import { findUserById, INSTANCE_ID, isBanned, userJson, type UserRecord } from './users';
import { isUuid } from './validation';

/**
 * Supabase's local default `refresh_token_reuse_interval`: a rotated refresh token still works
 * for this long, so two tabs refreshing at once do not log each other out.
 */
const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

/** Methods that prove a second factor (GoTrue's AMRClaim.IsAAL2Claim). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2' | 'aal3' | null;
  factor_id: string | null;
  not_after: Date | null;
}

export interface Authenticated {
  user: UserRecord;
  /** Null for tokens without a session_id claim (e.g. minted by hand); GoTrue tolerates those. */
  session: SessionRow | null;
}

/** GoTrue's bearerRegexp is `^(?:B|b)earer (\S+$)`. */
export function bearerToken(req: IncomingMessage): string {
  const match = /^[Bb]earer (\S+)$/.exec(req.headers.authorization ?? '');
  if (!match) throw unauthorized('no_authorization', 'This endpoint requires a Bearer token');
  return match[1];
}

/** Go's jwt library words these failures differently from jose; GoTrue's wording is kept. */
function describeJwtError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return 'token signature is invalid: signature verification failed';
  }
  if (error instanceof joseErrors.JOSEError) return `token is malformed: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

export async function verifyJwt(ctx: ServiceContext, token: string): Promise<JWTPayload> {
  try {
    return await ctx.keys.verify(token);
  } catch (error) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${describeJwtError(error)}`,
    );
  }
}

/** GoTrue's requireAuthentication: a valid token for an existing, unbanned user and live session. */
export async function requireUser(
  ctx: ServiceContext,
  req: IncomingMessage,
): Promise<Authenticated> {
  const claims = await verifyJwt(ctx, bearerToken(req));
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.pool, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');

  const sessionId = claims.session_id;
  if (
    sessionId === undefined ||
    sessionId === '' ||
    sessionId === '00000000-0000-0000-0000-000000000000'
  ) {
    return { user, session: null };
  }
  if (typeof sessionId !== 'string' || !isUuid(sessionId)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  const { rows } = await ctx.pool.query<SessionRow>(
    'select id, user_id, aal, factor_id, not_after from auth.sessions where id = $1',
    [sessionId],
  );
  if (!rows[0])
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user, session: rows[0] };
}

/** Records (or refreshes the time of) a way the session was authenticated, as AddClaimToSession. */
export async function addAmrClaim(db: Queryable, sessionId: string, method: string) {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/** Revokes the session's current refresh token and issues its successor (GrantRefreshTokenSwap). */
export async function swapRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  old: string,
): Promise<string> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [old],
  );
  return insertRefreshToken(db, userId, sessionId, old);
}

/** The access token of a session: aal and amr come from the session's recorded claims. */
async function signAccessToken(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRecord,
  sessionId: string,
) {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
     where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const aal = rows.some((claim) => AAL2_METHODS.has(claim.authentication_method)) ? 'aal2' : 'aal1';
  const amr = rows.map((claim) => ({
    method: claim.authentication_method,
    timestamp: Math.floor(claim.updated_at.getTime() / 1000),
  }));
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const token = await ctx.keys.sign({
    iss: `${ctx.config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? '',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? '',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, exp };
}

/** GoTrue's AccessTokenResponse. The user is re-read so the answer shows what the token says. */
export async function tokenResponse(
  ctx: ServiceContext,
  db: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<JsonObject> {
  const user = await findUserById(db, userId);
  if (!user) throw internal('User vanished while issuing a session');
  const { token, exp } = await signAccessToken(ctx, db, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Starts a new session for a user who just proved who they are with `method`. */
export async function issueSession(
  ctx: ServiceContext,
  req: IncomingMessage,
  userId: string,
  method: string,
): Promise<JsonObject> {
  return withTransaction(ctx.pool, async (db) => {
    const sessionId = randomUUID();
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', $3, $4)`,
      [sessionId, userId, userAgent(req), clientIp(req)],
    );
    const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
    await addAmrClaim(db, sessionId, method);
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    return tokenResponse(ctx, db, userId, sessionId, refreshToken);
  });
}

interface RefreshTokenRow {
  token: string;
  user_id: string | null;
  revoked: boolean | null;
  updated_at: Date | null;
  parent: string | null;
  session_id: string | null;
}

type RefreshOutcome = { response: JsonObject } | { error: AuthError };

/**
 * POST /token?grant_type=refresh_token with rotation, after GoTrue's RefreshTokenGrant: the used
 * token is revoked and a child issued; a revoked token is still honoured within the reuse
 * interval (answering with the current child if there is one); past it, reuse revokes the whole
 * session's token family and is refused as refresh_token_already_used. Tokens of ended sessions
 * are gone, hence refresh_token_not_found.
 */
export async function refreshTokenGrant(
  ctx: ServiceContext,
  req: IncomingMessage,
  body: JsonObject,
) {
  const presented = stringField(body, 'refresh_token');
  if (!presented) throw badRequest('validation_failed', 'refresh_token required');
  const notFound = badRequest(
    'refresh_token_not_found',
    'Invalid Refresh Token: Refresh Token Not Found',
  );

  const outcome = await withTransaction<RefreshOutcome>(ctx.pool, async (db) => {
    const { rows } = await db.query<RefreshTokenRow>(
      `select token, user_id, revoked, updated_at, parent, session_id
       from auth.refresh_tokens where token = $1 for update`,
      [presented],
    );
    const row = rows[0];
    if (!row) return { error: notFound };
    const user = row.user_id && isUuid(row.user_id) ? await findUserById(db, row.user_id) : null;
    if (!user) return { error: notFound };
    if (isBanned(user))
      return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };

    const session = row.session_id
      ? (
          await db.query<SessionRow>(
            'select id, user_id, aal, factor_id, not_after from auth.sessions where id = $1 for update',
            [row.session_id],
          )
        ).rows[0]
      : undefined;
    if (!session) {
      await db.query('delete from auth.refresh_tokens where token = $1', [row.token]);
      return {
        error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      };
    }
    if (session.not_after && session.not_after.getTime() < Date.now()) {
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
    }

    let issued: string | null = null;
    if (row.revoked) {
      const { rows: active } = await db.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens
         where session_id = $1 and revoked = false order by id desc limit 1`,
        [session.id],
      );
      if (active[0] && active[0].parent === row.token) {
        issued = active[0].token;
      } else if (Date.now() > (row.updated_at?.getTime() ?? 0) + REFRESH_TOKEN_REUSE_INTERVAL_MS) {
        await db.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
          [session.id],
        );
        return {
          error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        };
      }
    }
    issued ??= await swapRefreshToken(db, user.id, session.id, row.token);
    await db.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1',
      [session.id, userAgent(req), clientIp(req)],
    );
    return { response: await tokenResponse(ctx, db, user.id, session.id, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}
