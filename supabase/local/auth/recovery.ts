import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceContext } from '../types';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors';
import { readJson, redirect, stringField, type JsonObject } from './http';
import { emailFrequencyError, type AuthRateLimits } from './rate-limits';
import { issueSession } from './tokens';
import { findUserByEmail, findUserById, isBanned, userJson, type UserRecord } from './users';
import { validateEmail } from './validation';

/** Supabase's local default lifetime of email links and codes (`otp_expiry`). */
const OTP_TTL_MS = 3600 * 1000;
/** Recovery sessions record how the user got in; GoTrue's email verification grants use "otp". */
const RECOVERY_AMR = 'otp';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** GoTrue's GenerateTokenHash: what the link carries and the database keeps, never the code. */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

/**
 * Where links may send the browser: GoTrue allows the site URL's host (any port) and the allow
 * list; locally both loopback names count as the site, so either works in the browser.
 */
function redirectTarget(ctx: ServiceContext, requested: string | null): string {
  const site = ctx.config.siteUrl;
  if (!requested) return site;
  try {
    const target = new URL(requested).hostname;
    const siteHost = new URL(site).hostname;
    if (target === siteHost || (LOOPBACK.has(target) && LOOPBACK.has(siteHost))) return requested;
  } catch {
    // Not a URL: fall back to the site, as GoTrue does with a disallowed redirect.
  }
  return site;
}

interface RecoveryLink {
  otp: string;
  hash: string;
  link: string;
  redirectTo: string;
}

/**
 * Stores a new recovery token. With `limits`, only if the last one went out longer ago than the
 * email frequency allows (GoTrue's validateSentWithinFrequencyLimit); the admin API has none.
 */
async function createRecoveryLink(
  ctx: ServiceContext,
  user: UserRecord,
  requestedRedirect: string | null,
  limits?: AuthRateLimits,
): Promise<RecoveryLink> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(user.email ?? '', otp);
  // The check is in the update itself, so two requests at once cannot both send.
  const { rowCount } = await ctx.pool.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now()
     where id = $1 and ($3::float8 is null or recovery_sent_at is null
       or recovery_sent_at <= now() - make_interval(secs => $3::float8))`,
    [user.id, hash, limits?.emailMaxFrequencySeconds ?? null],
  );
  if (limits && rowCount !== 1) {
    const { rows } = await ctx.pool.query<{ recovery_sent_at: Date | null }>(
      'select recovery_sent_at from auth.users where id = $1',
      [user.id],
    );
    throw emailFrequencyError(rows[0]?.recovery_sent_at ?? new Date(), limits);
  }
  const redirectTo = redirectTarget(ctx, requestedRedirect);
  const query = new URLSearchParams({ token: hash, type: 'recovery', redirect_to: redirectTo });
  return { otp, hash, redirectTo, link: `${ctx.config.apiUrl}/auth/v1/verify?${query.toString()}` };
}

/**
 * POST /recover: `{}` for known and unknown addresses alike, so the answer does not reveal who has
 * an account; a second request for one account within the email frequency is refused with 429,
 * as GoTrue refuses it. There is no mail server locally: the link is printed, as Supabase's local
 * inbox (Inbucket/Mailpit) would show it.
 */
export async function recover(
  ctx: ServiceContext,
  req: IncomingMessage,
  url: URL,
  limits: AuthRateLimits,
): Promise<JsonObject> {
  const body = await readJson(req);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail) throw unprocessable('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(rawEmail);
  const user = await findUserByEmail(ctx.pool, email);
  if (!user) return {};
  const { link, otp } = await createRecoveryLink(
    ctx,
    user,
    url.searchParams.get('redirect_to'),
    limits,
  );
  ctx.log(`auth: password recovery email for ${email}: open ${link} (or enter code ${otp})`);
  return {};
}

/** POST /admin/generate_link, recovery links only: lets tests and scripts follow the email flow. */
export async function generateLink(
  ctx: ServiceContext,
  req: IncomingMessage,
  url: URL,
): Promise<JsonObject> {
  const body = await readJson(req);
  const type = stringField(body, 'type') ?? '';
  if (type !== 'recovery') {
    throw badRequest(
      'validation_failed',
      `The local stack generates only recovery links, not "${type}"`,
    );
  }
  const email = validateEmail(stringField(body, 'email'));
  const user = await findUserByEmail(ctx.pool, email);
  if (!user) throw notFound('user_not_found', 'User with this email not found');
  const created = await createRecoveryLink(ctx, user, url.searchParams.get('redirect_to'));
  const updated = (await findUserById(ctx.pool, user.id)) ?? user;
  return {
    ...userJson(updated),
    action_link: created.link,
    email_otp: created.otp,
    hashed_token: created.hash,
    redirect_to: created.redirectTo,
    verification_type: 'recovery',
  };
}

/** Spends a recovery token (single use, one hour) and confirms the address it reached. */
async function consumeRecoveryToken(
  ctx: ServiceContext,
  hash: string,
  invalidMessage: string,
): Promise<string> {
  const invalid = forbidden('otp_expired', invalidMessage);
  if (!hash) throw invalid;
  const { rows } = await ctx.pool.query<{ id: string }>(
    `select id from auth.users where recovery_token = $1 and recovery_token <> ''`,
    [hash],
  );
  const user = rows[0] ? await findUserById(ctx.pool, rows[0].id) : null;
  if (!user) throw invalid;
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (!user.recovery_sent_at || user.recovery_sent_at.getTime() + OTP_TTL_MS < Date.now())
    throw invalid;
  const { rowCount } = await ctx.pool.query(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1 and recovery_token = $2`,
    [user.id, hash],
  );
  // Two clicks racing: only the first one spends the token.
  if (rowCount !== 1) throw invalid;
  return user.id;
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
};

/**
 * GET /verify?token=…&type=recovery&redirect_to=…, the link in the email: signs the user in and
 * sends the browser on with the session in the URL fragment (implicit flow), where auth-js picks
 * it up and emits PASSWORD_RECOVERY. Failures travel the same way, as GoTrue sends them.
 */
export async function verifyLink(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const target = redirectTarget(ctx, url.searchParams.get('redirect_to'));
  try {
    if (url.searchParams.get('type') !== 'recovery') {
      throw badRequest('validation_failed', 'Only recovery links are issued by the local stack');
    }
    const userId = await consumeRecoveryToken(
      ctx,
      url.searchParams.get('token') ?? '',
      'Email link is invalid or has expired',
    );
    const session = await issueSession(ctx, req, userId, RECOVERY_AMR);
    const fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: 'recovery',
    });
    redirect(res, `${target}#${fragment.toString()}`);
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error;
    const fragment = new URLSearchParams({
      error: OAUTH_ERRORS[error.status] ?? 'invalid_request',
      error_code: error.errorCode,
      error_description: error.message,
    });
    redirect(res, `${target}#${fragment.toString()}`);
  }
}

/** POST /verify {type: 'recovery', token_hash} or {type, email, token} (auth-js verifyOtp). */
export async function verifyOtp(ctx: ServiceContext, req: IncomingMessage): Promise<JsonObject> {
  const body = await readJson(req);
  const type = stringField(body, 'type');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (type !== 'recovery')
    throw badRequest('validation_failed', 'Only recovery codes are issued by the local stack');
  const hashParam = stringField(body, 'token_hash');
  let userId: string;
  if (hashParam) {
    userId = await consumeRecoveryToken(ctx, hashParam, 'Email link is invalid or has expired');
  } else {
    const email = validateEmail(stringField(body, 'email'));
    userId = await consumeRecoveryToken(
      ctx,
      tokenHash(email, stringField(body, 'token') ?? ''),
      'Token has expired or is invalid',
    );
  }
  return issueSession(ctx, req, userId, RECOVERY_AMR);
}
