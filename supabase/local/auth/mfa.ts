import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { ServiceContext } from '../types';
import { withTransaction, type Queryable } from './db';
import { badRequest, forbidden, internal, notFound, unprocessable } from './errors';
import { clientIp, readJson, stringField, type JsonObject } from './http';
import {
  addAmrClaim,
  requireUser,
  swapRefreshToken,
  tokenResponse,
  type Authenticated,
  type SessionRow,
} from './tokens';
import type { AuthLimiter } from './rate-limits';
import { factorJson, type FactorRow } from './users';
import { isUuid } from './validation';

// GoTrue's defaults (MFA.FactorExpiryDuration, MFA.ChallengeExpiryDuration, max_enrolled_factors).
const UNVERIFIED_FACTOR_TTL_S = 300;
const CHALLENGE_TTL_S = 300;
const MAX_FACTORS = 10;

interface StoredFactor extends FactorRow {
  user_id: string;
  secret: string | null;
}

const FACTOR_COLUMNS = `id, user_id, created_at, updated_at, status, friendly_name, factor_type, phone,
  last_challenged_at, secret`;

/** The factor in the URL, which must belong to the caller (GoTrue's loadFactor). */
async function loadFactor(db: Queryable, userId: string, factorId: string): Promise<StoredFactor> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<StoredFactor>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

function requireSession(auth: Authenticated, action: string): SessionRow {
  if (!auth.session)
    throw internal(`A valid session and a registered user are required to ${action}`);
  return auth.session;
}

const totpFor = (secret: string) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });

/**
 * The qrcode package colours with hex values; auth-js turns the SVG into
 * `data:image/svg+xml;utf-8,<svg…>` without escaping, where a '#' would end the URL.
 */
const withoutHashColours = (svg: string) =>
  svg.replace(
    /#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})\b/gi,
    (_m, r: string, g: string, b: string) =>
      `rgb(${parseInt(r, 16)},${parseInt(g, 16)},${parseInt(b, 16)})`,
  );

/** POST /factors: TOTP only, as Supabase's local default enables (phone and WebAuthn are off). */
export async function enroll(ctx: ServiceContext, req: IncomingMessage): Promise<JsonObject> {
  const auth = await requireUser(ctx, req);
  const session = requireSession(auth, 'enroll a factor');
  const body = await readJson(req);
  const factorType = stringField(body, 'factor_type');
  const friendlyName = stringField(body, 'friendly_name') ?? '';
  const issuer = stringField(body, 'issuer') || new URL(ctx.config.siteUrl).host;
  if (factorType === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp')
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');

  // Abandoned enrolments expire, as GoTrue's DeleteExpiredFactors makes them.
  await ctx.pool.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [UNVERIFIED_FACTOR_TTL_S],
  );
  const { rows: factors } = await ctx.pool.query<StoredFactor>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1`,
    [auth.user.id],
  );
  // GoTrue compares names as given, so a second unnamed factor conflicts with the first.
  const nameConflict = unprocessable(
    'mfa_factor_name_conflict',
    `A factor with the friendly name "${friendlyName}" for this user already exists`,
  );
  if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) throw nameConflict;
  if (factors.length >= MAX_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = new OTPAuth.TOTP({
    issuer,
    label: auth.user.email ?? '',
    secret: OTPAuth.Secret.fromBase32(secret),
  }).toString();
  const qrCode = withoutHashColours(
    await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' }),
  );
  const id = randomUUID();
  try {
    await ctx.pool.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, auth.user.id, friendlyName, secret],
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw nameConflict;
    throw error;
  }
  // GoTrue answers the bare SVG; auth-js makes the data URL.
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
}

/** POST /factors/{id}/challenge */
export async function challenge(
  ctx: ServiceContext,
  limiter: AuthLimiter,
  req: IncomingMessage,
  factorId: string,
): Promise<JsonObject> {
  const auth = await requireUser(ctx, req);
  const factor = await loadFactor(ctx.pool, auth.user.id, factorId);
  limiter.check('factorChallenge', req);
  const id = randomUUID();
  const { rows } = await withTransaction(ctx.pool, async (db) => {
    await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factor.id,
    ]);
    return db.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3) returning created_at`,
      [id, factor.id, clientIp(req)],
    );
  });
  return {
    id,
    type: factor.factor_type,
    expires_at: Math.floor(rows[0].created_at.getTime() / 1000) + CHALLENGE_TTL_S,
  };
}

interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  same_ip: boolean;
}

/**
 * POST /factors/{id}/verify: a right TOTP code verifies the factor (on first use) and raises the
 * caller's session to aal2, answering with a new session, as GoTrue's verifyTOTPFactor. As there,
 * a wrong code leaves the challenge open until it expires: what stops guessing is the request
 * limit on this endpoint (per address) and the challenge's five minutes.
 */
export async function verify(
  ctx: ServiceContext,
  limiter: AuthLimiter,
  req: IncomingMessage,
  factorId: string,
): Promise<JsonObject> {
  const auth = await requireUser(ctx, req);
  const factor = await loadFactor(ctx.pool, auth.user.id, factorId);
  limiter.check('factorVerify', req);
  const session = requireSession(auth, 'verify a factor');
  const body = await readJson(req);
  const challengeId = stringField(body, 'challenge_id') ?? '';
  const code = stringField(body, 'code') ?? '';
  if (challengeId && !isUuid(challengeId)) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: invalid UUID "${challengeId}"`,
    );
  }
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');

  const challengeNotFound = unprocessable(
    'mfa_factor_not_found',
    'MFA factor with the provided challenge ID not found',
  );
  const loadChallenge = async (db: Queryable, lock: boolean) =>
    (
      await db.query<ChallengeRow>(
        `select id, created_at, verified_at, host(ip_address) = host($3::inet) as same_ip
         from auth.mfa_challenges where id = $1 and factor_id = $2 ${lock ? 'for update' : ''}`,
        [challengeId || '00000000-0000-0000-0000-000000000000', factor.id, clientIp(req)],
      )
    ).rows[0];
  const ipMismatch = unprocessable(
    'mfa_ip_address_mismatch',
    'Challenge and verify IP addresses mismatch.',
  );

  const found = await loadChallenge(ctx.pool, false);
  if (!found) throw challengeNotFound;
  if (found.verified_at || !found.same_ip) throw ipMismatch;
  if (found.created_at.getTime() + CHALLENGE_TTL_S * 1000 < Date.now()) {
    await ctx.pool.query('delete from auth.mfa_challenges where id = $1', [found.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (!factor.secret || totpFor(factor.secret).validate({ token: code, window: 1 }) === null) {
    throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  }

  return withTransaction(ctx.pool, async (db) => {
    // Re-checked under the row lock so one challenge cannot be spent twice concurrently.
    const locked = await loadChallenge(db, true);
    if (!locked) throw challengeNotFound;
    if (locked.verified_at) throw ipMismatch;
    await db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [locked.id]);
    await db.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'`,
      [factor.id],
    );
    await addAmrClaim(db, session.id, 'totp');
    const { rows: current } = await db.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1 order by id desc limit 1',
      [session.id],
    );
    if (!current[0]) throw internal('No refresh token found for the current session');
    const refreshToken = await swapRefreshToken(db, auth.user.id, session.id, current[0].token);
    await db.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [session.id, factor.id],
    );
    // As GoTrue: the user's other aal1 sessions end, and abandoned enrolments of this type go.
    await db.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [auth.user.id]);
    await db.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2`,
      [auth.user.id, factor.factor_type],
    );
    return tokenResponse(ctx, db, auth.user.id, session.id, refreshToken);
  });
}

/** Removes a factor and drops sessions it raised back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
async function deleteFactor(db: Queryable, factor: StoredFactor) {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, factor.factor_type],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factor.id],
  );
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
}

/** DELETE /factors/{id}; a verified factor can only be removed from an aal2 session. */
export async function unenroll(
  ctx: ServiceContext,
  req: IncomingMessage,
  factorId: string,
): Promise<JsonObject> {
  const auth = await requireUser(ctx, req);
  const session = requireSession(auth, 'unenroll a factor');
  const factor = await loadFactor(ctx.pool, auth.user.id, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await withTransaction(ctx.pool, (db) => deleteFactor(db, factor));
  return { id: factor.id };
}

/** GET /admin/users/{id}/factors */
export async function listFactorsOf(db: Queryable, userId: string): Promise<JsonObject[]> {
  const { rows } = await db.query<StoredFactor>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map(factorJson);
}

/** DELETE /admin/users/{id}/factors/{factor_id}: answers the removed factor. */
export async function deleteFactorOf(
  ctx: ServiceContext,
  userId: string,
  factorId: string,
): Promise<JsonObject> {
  const factor = await loadFactor(ctx.pool, userId, factorId);
  await withTransaction(ctx.pool, (db) => deleteFactor(db, factor));
  return factorJson(factor);
}
