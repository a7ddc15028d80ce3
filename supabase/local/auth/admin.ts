import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceContext } from '../types';
import { withTransaction } from './db';
import { badRequest, forbidden, internal, notFound, unprocessable } from './errors';
import {
  booleanField,
  objectField,
  readJson,
  readOptionalJson,
  sendJson,
  stringField,
  type JsonObject,
} from './http';
import { bearerToken, verifyJwt } from './tokens';
import {
  AUDIENCE,
  emailTaken,
  findUserById,
  hashPassword,
  insertUser,
  listUsers,
  mergeMetadata,
  updateEmail,
  updatePassword,
  userJson,
  type UserRecord,
} from './users';
import { checkPasswordStrength, isUuid, parseGoDuration, validateEmail } from './validation';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const DEFAULT_PER_PAGE = 50;

/** GoTrue's requireAdminCredentials: any valid token whose role is an admin role. */
export async function requireAdmin(ctx: ServiceContext, req: IncomingMessage) {
  const claims = await verifyJwt(ctx, bearerToken(req));
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
}

/** The user in the URL (GoTrue's loadUser). */
export async function loadUser(ctx: ServiceContext, id: string): Promise<UserRecord> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.pool, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

function pageParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: invalid ${name} "${raw}"`);
  }
  return value;
}

/** GET /admin/users, with GoTrue's X-Total-Count and Link headers (auth-js reads both). */
export async function adminListUsers(ctx: ServiceContext, res: ServerResponse, url: URL) {
  const page = pageParam(url, 'page', 1);
  const perPage = pageParam(url, 'per_page', DEFAULT_PER_PAGE);
  const { users, total } = await listUsers(
    ctx.pool,
    url.searchParams.get('filter') ?? '',
    perPage,
    (page - 1) * perPage,
  );
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.config.apiUrl}/auth/v1/admin/users`;
  const links =
    page < lastPage ? [`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`] : [];
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  sendJson(
    res,
    200,
    { users: users.map(userJson), aud: AUDIENCE },
    { link: links.join(', '), 'x-total-count': String(total) },
  );
}

/** Go duration → banned_until; "none" (or zero) lifts a ban. Undefined when not asked. */
function banUntil(body: JsonObject): Date | null | undefined {
  const duration = stringField(body, 'ban_duration');
  if (!duration) return undefined;
  if (duration === 'none') return null;
  let ms: number;
  try {
    ms = parseGoDuration(duration);
  } catch (error) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: ${(error as Error).message}`,
    );
  }
  return ms === 0 ? null : new Date(Date.now() + ms);
}

function rejectPhone(body: JsonObject) {
  if (stringField(body, 'phone')) {
    throw badRequest(
      'validation_failed',
      'The local stack keeps email users only; phone numbers are not supported',
    );
  }
}

const duplicateEmail = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** POST /admin/users (auth.admin.createUser). */
export async function adminCreateUser(
  ctx: ServiceContext,
  req: IncomingMessage,
): Promise<JsonObject> {
  const body = await readJson(req);
  rejectPhone(body);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail)
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  const email = validateEmail(rawEmail);
  if (await emailTaken(ctx.pool, email)) throw duplicateEmail();

  const password = stringField(body, 'password');
  const passwordHash = stringField(body, 'password_hash');
  if (password && passwordHash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (passwordHash && !/^\$2[abxy]\$\d\d\$/.test(passwordHash)) {
    throw badRequest('validation_failed', 'password_hash must be a bcrypt hash');
  }
  const id = stringField(body, 'id');
  if (id !== undefined && id !== '') {
    if (!isUuid(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    if (/^[0-]+$/.test(id)) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  }
  const bannedUntil = banUntil(body) ?? null;
  // Without a password GoTrue sets a random one nobody knows; the user signs in after a reset.
  const hash =
    passwordHash ?? (await hashPassword(password || randomBytes(32).toString('base64url')));

  let userId: string;
  try {
    userId = await withTransaction(ctx.pool, (db) =>
      insertUser(db, {
        id: id || undefined,
        email,
        passwordHash: hash,
        userMetadata: objectField(body, 'user_metadata') ?? {},
        appMetadata: mergeMetadata(
          { provider: 'email', providers: ['email'] },
          objectField(body, 'app_metadata') ?? {},
        ),
        role: stringField(body, 'role') || 'authenticated',
        confirmed: booleanField(body, 'email_confirm'),
        bannedUntil,
      }),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      if ((error as { constraint?: unknown }).constraint === 'users_pkey') {
        throw unprocessable('user_already_exists', 'A user with this ID already exists');
      }
      throw duplicateEmail();
    }
    throw error;
  }
  return userJson((await findUserById(ctx.pool, userId)) as UserRecord);
}

/** PUT /admin/users/{id} (auth.admin.updateUserById). A new password ends all the user's sessions. */
export async function adminUpdateUser(
  ctx: ServiceContext,
  req: IncomingMessage,
  id: string,
): Promise<JsonObject> {
  const user = await loadUser(ctx, id);
  const body = await readJson(req);
  rejectPhone(body);
  const rawEmail = stringField(body, 'email');
  const email = rawEmail ? validateEmail(rawEmail) : null;
  if (
    email &&
    email !== user.email?.toLowerCase() &&
    (await emailTaken(ctx.pool, email, user.id))
  ) {
    throw duplicateEmail();
  }
  const password = stringField(body, 'password');
  if (password !== undefined) checkPasswordStrength(password);
  const hash = password !== undefined ? await hashPassword(password) : null;
  const confirm = booleanField(body, 'email_confirm');
  const role = stringField(body, 'role');
  const appMetadata = objectField(body, 'app_metadata');
  const userMetadata = objectField(body, 'user_metadata');
  const bannedUntil = banUntil(body);

  await withTransaction(ctx.pool, async (db) => {
    if (role) await db.query('update auth.users set role = $2 where id = $1', [user.id, role]);
    let metadata = user.raw_user_meta_data;
    if (confirm) {
      // GoTrue's User.Confirm, which also marks the metadata.
      metadata = mergeMetadata(metadata, { email_verified: true });
      await db.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [user.id],
      );
    }
    if (hash) await updatePassword(db, user.id, hash, null);
    if (email && email !== user.email?.toLowerCase())
      await updateEmail(db, user.id, email, confirm);
    if (appMetadata) {
      await db.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
        user.id,
        mergeMetadata(user.raw_app_meta_data, appMetadata),
      ]);
    }
    if (userMetadata) metadata = mergeMetadata(metadata, userMetadata);
    if (metadata !== user.raw_user_meta_data) {
      await db.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
        user.id,
        metadata,
      ]);
    }
    if (bannedUntil !== undefined) {
      await db.query('update auth.users set banned_until = $2 where id = $1', [
        user.id,
        bannedUntil,
      ]);
    }
    await db.query('update auth.users set updated_at = now() where id = $1', [user.id]);
  });
  return userJson((await findUserById(ctx.pool, user.id)) ?? user);
}

/**
 * DELETE /admin/users/{id}, answering `{}` like GoTrue. A soft delete keeps the row but
 * scrambles the address and removes every way to sign in.
 */
export async function adminDeleteUser(
  ctx: ServiceContext,
  req: IncomingMessage,
  id: string,
): Promise<JsonObject> {
  const user = await loadUser(ctx, id);
  const soft = booleanField(await readOptionalJson(req), 'should_soft_delete');
  try {
    await withTransaction(ctx.pool, async (db) => {
      if (!soft) {
        await db.query('delete from auth.users where id = $1', [user.id]);
        return;
      }
      if (user.deleted_at) return;
      const scrambled = createHash('sha256')
        .update(user.id + (user.email ?? ''))
        .digest('hex');
      await db.query(
        `update auth.users set email = $2, phone = null, encrypted_password = null, deleted_at = now(), updated_at = now()
         where id = $1`,
        [user.id, scrambled],
      );
      await db.query('delete from auth.identities where user_id = $1', [user.id]);
      await db.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    });
  } catch (error) {
    // Typically a table of ours referencing auth.users without `on delete cascade`.
    if ((error as { code?: unknown }).code === '23503')
      throw internal('Database error deleting user');
    throw error;
  }
  return {};
}
