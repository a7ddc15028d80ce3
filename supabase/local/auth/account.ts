import type { IncomingMessage } from 'node:http';
import type { ServiceContext } from '../types';
import { withTransaction } from './db';
import { badRequest, unprocessable, unauthorized } from './errors';
import { objectField, readJson, stringField, type JsonObject } from './http';
import type { AuthLimiter } from './rate-limits';
import { issueSession, refreshTokenGrant, requireUser } from './tokens';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  isBanned,
  mergeMetadata,
  passwordMatches,
  updateEmail,
  updatePassword,
  userJson,
} from './users';
import {
  checkPasswordStrength,
  isWeakPassword,
  validateEmail,
  weakPasswordMessage,
} from './validation';

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * POST /signup. Email confirmation is off, as in Supabase's local default (`enable_confirmations
 * = false`), so the new user is confirmed at once and gets a session.
 */
export async function signup(
  ctx: ServiceContext,
  limiter: AuthLimiter,
  req: IncomingMessage,
): Promise<JsonObject> {
  const body = await readJson(req);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password') ?? '';
  const data = objectField(body, 'data') ?? {};
  // GoTrue limits sign-ups once the body is read; an anonymous one (neither field) has its own.
  if (rawEmail || phone) limiter.check('signup', req);

  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  if (rawEmail && phone) {
    throw unprocessable(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (!rawEmail) {
    if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw badRequest('validation_failed', 'To signup, please provide your email or phone number');
  }
  const email = validateEmail(rawEmail);
  const alreadyExists = unprocessable('user_already_exists', 'User already registered');
  if (await findUserByEmail(ctx.pool, email)) throw alreadyExists;

  const passwordHash = await hashPassword(password);
  let userId: string;
  try {
    userId = await withTransaction(ctx.pool, (db) =>
      insertUser(db, {
        email,
        passwordHash,
        userMetadata: data,
        appMetadata: EMAIL_APP_METADATA,
        role: 'authenticated',
        confirmed: true,
        bannedUntil: null,
      }),
    );
  } catch (error) {
    // Two sign-ups for one address racing past the check above.
    if (isUniqueViolation(error)) throw alreadyExists;
    throw error;
  }
  return issueSession(ctx, req, userId, 'password');
}

async function passwordGrant(
  ctx: ServiceContext,
  req: IncomingMessage,
  body: JsonObject,
): Promise<JsonObject> {
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password') ?? '';
  const invalid = badRequest('invalid_credentials', 'Invalid login credentials');

  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!email) {
    if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('validation_failed', 'missing email or phone');
  }
  const user = await findUserByEmail(ctx.pool, email);
  if (!user || !user.encrypted_password) throw invalid;
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(user, password))) throw invalid;
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const response = await issueSession(ctx, req, user.id, 'password');
  // A password set before the policy tightened still signs in; the client is told it is weak.
  if (isWeakPassword(password))
    response.weak_password = { message: weakPasswordMessage(), reasons: ['length'] };
  return response;
}

/** POST /token?grant_type=password|refresh_token; both grants share one request limit. */
export async function token(
  ctx: ServiceContext,
  limiter: AuthLimiter,
  req: IncomingMessage,
  url: URL,
): Promise<JsonObject> {
  const grantType = url.searchParams.get('grant_type');
  if (grantType !== 'password' && grantType !== 'refresh_token') {
    throw badRequest('validation_failed', 'unsupported_grant_type');
  }
  limiter.check('token', req);
  const body = await readJson(req);
  return grantType === 'password'
    ? passwordGrant(ctx, req, body)
    : refreshTokenGrant(ctx, req, body);
}

/** GET /user */
export async function getUser(ctx: ServiceContext, req: IncomingMessage): Promise<JsonObject> {
  return userJson((await requireUser(ctx, req)).user);
}

/**
 * PUT /user: password, email and data (user_metadata). With confirmations off an email change
 * applies at once, as GoTrue does under mailer autoconfirm. A new password ends the user's other
 * sessions. Once the user has a verified factor, changing password or email takes an aal2
 * session (GoTrue's UserUpdate); metadata alone does not.
 */
export async function updateUser(
  ctx: ServiceContext,
  limiter: AuthLimiter,
  req: IncomingMessage,
): Promise<JsonObject> {
  const { user, session } = await requireUser(ctx, req);
  limiter.check('user', req);
  const body = await readJson(req);
  const password = stringField(body, 'password');
  const rawEmail = stringField(body, 'email');
  const data = objectField(body, 'data');

  const email = rawEmail ? validateEmail(rawEmail) : null;
  if (password !== undefined) checkPasswordStrength(password);
  const emailChanges = email !== null && email !== user.email?.toLowerCase();
  const passwordChanges = password !== undefined && password !== '';

  const hasVerifiedFactor = user.factors.some((factor) => factor.status === 'verified');
  if (hasVerifiedFactor && session?.aal !== 'aal2' && (passwordChanges || emailChanges)) {
    throw unauthorized(
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }

  let passwordHash: string | null = null;
  if (password !== undefined) {
    if (await passwordMatches(user, password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(password);
  }
  const emailExists = unprocessable(
    'email_exists',
    'A user with this email address has already been registered',
  );
  if (emailChanges && (await emailTaken(ctx.pool, email, user.id))) throw emailExists;

  try {
    await withTransaction(ctx.pool, async (db) => {
      if (passwordHash) await updatePassword(db, user.id, passwordHash, session?.id ?? null);
      if (data) {
        await db.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
          [user.id, mergeMetadata(user.raw_user_meta_data, data)],
        );
      }
      if (emailChanges) await updateEmail(db, user.id, email, true);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists;
    throw error;
  }
  const updated = await findUserById(ctx.pool, user.id);
  return userJson(updated ?? user);
}

/** POST /logout?scope=global|local|others (GoTrue's default is global). */
export async function logout(ctx: ServiceContext, req: IncomingMessage, url: URL) {
  const scope = url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const { user, session } = await requireUser(ctx, req);
  // Deleting a session deletes its refresh tokens and AMR claims by cascade.
  if (session && scope === 'local') {
    await ctx.pool.query('delete from auth.sessions where id = $1', [session.id]);
  } else if (session && scope === 'others') {
    await ctx.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      session.id,
    ]);
  } else {
    await ctx.pool.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
}
