import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from './db';
import type { JsonObject } from './http';

/** GoTrue's DefaultCost; pgcrypto's gen_salt('bf') hashes (cost 6) verify all the same. */
const BCRYPT_COST = 10;
/** GoTrue writes the nil instance id on every row it creates. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE = 'authenticated';

interface IdentityRow {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: JsonObject | null;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export interface FactorRow {
  id: string;
  created_at: string;
  updated_at: string;
  status: 'verified' | 'unverified';
  friendly_name: string | null;
  factor_type: string;
  phone: string | null;
  last_challenged_at: string | null;
}

export interface UserRecord {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  recovery_token: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  identities: IdentityRow[];
  factors: FactorRow[];
}

// One round trip for the user with its identities and factors, as GoTrue's eager load returns them.
const SELECT_USER = `
  select u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at, u.invited_at,
    u.confirmation_sent_at, u.confirmed_at, u.recovery_sent_at, u.recovery_token, u.email_change,
    u.email_change_sent_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data,
    u.created_at, u.updated_at, u.phone, u.phone_confirmed_at, u.banned_until, u.deleted_at,
    u.is_anonymous,
    coalesce((
      select json_agg(json_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
        'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
        'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
      from auth.identities i where i.user_id = u.id), '[]'::json) as identities,
    coalesce((
      select json_agg(json_build_object(
        'id', f.id, 'created_at', f.created_at, 'updated_at', f.updated_at, 'status', f.status,
        'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'phone', f.phone,
        'last_challenged_at', f.last_challenged_at) order by f.created_at)
      from auth.mfa_factors f where f.user_id = u.id), '[]'::json) as factors
  from auth.users u`;

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} where u.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Like GoTrue's FindUserByEmailAndAudience: case-insensitive, password users only. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `${SELECT_USER} where lower(u.email) = lower($1) and u.aud = $2 and u.is_sso_user = false`,
    [email, AUDIENCE],
  );
  return rows[0] ?? null;
}

/** GoTrue's FindUsersInAudience: newest first, `filter` matching the email or full name. */
export async function listUsers(
  db: Queryable,
  filter: string,
  limit: number,
  offset: number,
): Promise<{ users: UserRecord[]; total: number }> {
  const where = `where u.aud = $1 and ($2 = '' or u.email ilike $3 or u.raw_user_meta_data->>'full_name' ilike $3)`;
  const pattern = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows: count } = await db.query<{ total: string }>(
    `select count(*) as total from auth.users u ${where}`,
    [AUDIENCE, filter, pattern],
  );
  const { rows } = await db.query<UserRecord>(
    `${SELECT_USER} ${where} order by u.created_at desc, u.id limit $4 offset $5`,
    [AUDIENCE, filter, pattern, limit, offset],
  );
  return { users: rows, total: Number(count[0].total) };
}

export async function emailTaken(
  db: Queryable,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false
       and ($3::uuid is null or id <> $3::uuid)`,
    [email, AUDIENCE, exceptUserId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function passwordMatches(user: UserRecord, password: string): Promise<boolean> {
  const hash = user.encrypted_password;
  if (!hash || !password || !hash.startsWith('$2')) return false;
  return bcrypt.compare(password, hash);
}

export const isBanned = (user: UserRecord) =>
  user.banned_until !== null && user.banned_until.getTime() > Date.now();

interface NewUser {
  id?: string;
  email: string;
  passwordHash: string;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  role: string;
  confirmed: boolean;
  bannedUntil: Date | null;
}

/**
 * Inserts the user and its email identity. The identity data is what GoTrue records for an email
 * sign-up; confirming also sets user_metadata.email_verified, as GoTrue's User.Confirm does.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  const userMetadata = user.confirmed
    ? { ...user.userMetadata, email_verified: true }
    : user.userMetadata;
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, confirmation_token,
       recovery_token, email_change_token_new, email_change, banned_until, is_anonymous)
     values ($1, $2, $3, $4, $5, $6, case when $7 then now() end, $8, $9, false, now(), now(), '', '', '', '', $10, false)`,
    [
      INSTANCE_ID,
      id,
      AUDIENCE,
      user.role,
      user.email,
      user.passwordHash,
      user.confirmed,
      user.appMetadata,
      userMetadata,
      user.bannedUntil,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, { sub: id, email: user.email, email_verified: false, phone_verified: false }],
  );
  return id;
}

/** GoTrue's UpdateUserMetaData/UpdateAppMetaData: a shallow merge where null removes a key. */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Sets a new password hash and, as GoTrue's UpdatePassword does, forgets pending one-time tokens
 * and ends every other session (all of them when `keepSessionId` is null).
 */
export async function updatePassword(
  db: Queryable,
  userId: string,
  hash: string,
  keepSessionId: string | null,
) {
  await db.query(
    `update auth.users set encrypted_password = $2, recovery_token = '', recovery_sent_at = null,
       confirmation_token = '', email_change_token_new = '', email_change_token_current = '',
       reauthentication_token = '', updated_at = now()
     where id = $1`,
    [userId, hash],
  );
  await db.query(
    'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
    [userId, keepSessionId],
  );
}

/** Changes the address and keeps the email identity in step, as GoTrue's ConfirmEmailChange does. */
export async function updateEmail(
  db: Queryable,
  userId: string,
  email: string,
  confirmed: boolean,
) {
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '',
       email_change_token_current = '',
       email_confirmed_at = case when $3 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       updated_at = now()
     where id = $1`,
    [userId, email, confirmed],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function identityJson(identity: IdentityRow): JsonObject {
  return {
    identity_id: identity.identity_id,
    id: identity.id,
    user_id: identity.user_id,
    ...(identity.identity_data ? { identity_data: identity.identity_data } : {}),
    provider: identity.provider,
    ...(identity.last_sign_in_at ? { last_sign_in_at: iso(identity.last_sign_in_at) } : {}),
    created_at: identity.created_at ? iso(identity.created_at) : null,
    updated_at: identity.updated_at ? iso(identity.updated_at) : null,
    ...(identity.email ? { email: identity.email } : {}),
  };
}

export function factorJson(factor: FactorRow): JsonObject {
  return {
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at ? iso(factor.last_challenged_at) : null,
  };
}

/** The user object exactly as GoTrue serialises it: optional timestamps left out when unset. */
export function userJson(user: UserRecord): JsonObject {
  const optional = (key: string, value: Date | null) => (value ? { [key]: iso(value) } : {});
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    ...optional('invited_at', user.invited_at),
    phone: user.phone ?? '',
    ...optional('phone_confirmed_at', user.phone_confirmed_at),
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('confirmed_at', user.confirmed_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map(identityJson),
    ...(user.factors.length > 0 ? { factors: user.factors.map(factorJson) } : {}),
    created_at: user.created_at ? iso(user.created_at) : null,
    updated_at: user.updated_at ? iso(user.updated_at) : null,
    ...optional('banned_until', user.banned_until),
    ...optional('deleted_at', user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}
