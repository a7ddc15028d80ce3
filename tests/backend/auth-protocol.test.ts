import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { anonClient, serviceClient, sql, stackEnv, uniqueEmail } from '../helpers/stack';

// The Auth service at the HTTP level: GoTrue's error shapes, token checks, refresh-token
// rotation, bans, the admin API and the password-recovery link.

const PASSWORD = 'secret-password';

interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(
  method: string,
  path: string,
  options: { body?: string | object; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const { url, anonKey } = stackEnv();
  const headers: Record<string, string> = { apikey: anonKey, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}/auth/v1${path}`, {
    method,
    headers,
    body:
      typeof options.body === 'string'
        ? options.body
        : options.body && JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function signUp(email = uniqueEmail('proto')) {
  const reply = await call('POST', '/signup', { body: { email, password: PASSWORD } });
  expect(reply.status).toBe(200);
  return {
    email,
    access: String(reply.body.access_token),
    refresh: String(reply.body.refresh_token),
  };
}

/** Signs claims with the stack's own private key, to forge what only the server should issue. */
async function signWithStackKey(claims: JWTPayload): Promise<string> {
  const jwk = JSON.parse(
    await readFile(join(stackEnv().dataDir, 'signing-key.json'), 'utf8'),
  ) as JWK;
  const key = await importJWK(jwk, 'ES256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'JWT' })
    .sign(key);
}

describe('error shapes', () => {
  it('answers malformed JSON with bad_json in the original GoTrue shape', async () => {
    const reply = await call('POST', '/signup', { body: '{"email": "a@b.it",' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 400, error_code: 'bad_json' });
    expect(String(reply.body.msg)).toMatch(/^Could not parse request body as JSON: /);
    expect(reply.headers.get('x-supabase-api-version')).toBeNull();
  });

  it('answers in the 2024-01-01 shape, echoing the version, when the client asks for it', async () => {
    const reply = await call('POST', '/token?grant_type=password', {
      body: '[1, 2]',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'bad_json' });
    expect(String(reply.body.message)).toMatch(/^Could not parse request body as JSON: /);
    expect(reply.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('refuses fields of the wrong type and empty bodies', async () => {
    expect(
      (await call('POST', '/signup', { body: { email: 42, password: PASSWORD } })).body,
    ).toMatchObject({
      code: 400,
      error_code: 'bad_json',
    });
    expect((await call('POST', '/token?grant_type=password', { body: '' })).body.error_code).toBe(
      'bad_json',
    );
  });

  it('answers unknown endpoints with 404 and wrong methods with 405', async () => {
    const missing = await call('GET', '/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, error_code: 'not_found' });
    const wrongMethod = await call('DELETE', '/signup');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.error_code).toBe('method_not_allowed');
  });

  it('answers health and settings', async () => {
    expect((await call('GET', '/health')).body).toMatchObject({ name: 'GoTrue' });
    const settings = await call('GET', '/settings');
    expect(settings.body).toMatchObject({
      external: { email: true, phone: false },
      mailer_autoconfirm: true,
    });
  });
});

describe('access tokens on protected endpoints', () => {
  it('needs a Bearer token', async () => {
    const reply = await call('GET', '/user');
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({
      error_code: 'no_authorization',
      msg: 'This endpoint requires a Bearer token',
    });
  });

  it('refuses the anon key, which names no user', async () => {
    const reply = await call('GET', '/user', { token: stackEnv().anonKey });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      error_code: 'bad_jwt',
      msg: 'invalid claim: missing sub claim',
    });
  });

  it('refuses an expired token and one signed by another key', async () => {
    const { access } = await signUp();
    const claims = decodeJwt(access);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signWithStackKey({ ...claims, iat: now - 7200, exp: now - 3600 });
    const expiredReply = await call('GET', '/user', { token: expired });
    expect(expiredReply.status).toBe(403);
    expect(expiredReply.body.error_code).toBe('bad_jwt');
    expect(String(expiredReply.body.msg)).toContain('token is expired');

    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
    const foreignReply = await call('GET', '/user', { token: foreign });
    expect(foreignReply.status).toBe(403);
    expect(foreignReply.body.error_code).toBe('bad_jwt');

    // The genuine token still works, so the refusals above are about the tokens.
    expect((await call('GET', '/user', { token: access })).status).toBe(200);
  });
});

describe('refresh-token rotation', () => {
  const refresh = (token: string | undefined) =>
    call('POST', '/token?grant_type=refresh_token', {
      body: token === undefined ? {} : { refresh_token: token },
    });

  it('rotates, tolerates a reuse within 10 s, and refuses a later reuse', async () => {
    const { refresh: first } = await signUp();
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const second = String(rotated.body.refresh_token);
    expect(second).not.toBe(first);

    // Two tabs refreshing at once: the late one gets the token the first one received.
    const concurrent = await refresh(first);
    expect(concurrent.status).toBe(200);
    expect(concurrent.body.refresh_token).toBe(second);

    // Once the session has moved on twice, the first token is a stale copy, not a lost answer.
    expect((await refresh(second)).status).toBe(200);
    await sql(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [first],
    );
    const late = await refresh(first);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    const { rows } = await sql<{ active: string }>(
      `select count(*) filter (where not revoked) as active from auth.refresh_tokens
       where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [first],
    );
    expect(Number(rows[0].active)).toBe(0);
  });

  it('refuses unknown and missing refresh tokens', async () => {
    expect((await refresh('not-a-token')).body).toMatchObject({
      code: 400,
      error_code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    expect((await refresh(undefined)).body).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
    });
  });
});

describe('banned users', () => {
  it('cannot sign in, refresh or use their token until the ban is lifted', async () => {
    const { email, access, refresh } = await signUp();
    const admin = serviceClient().auth.admin;
    const userId = String(decodeJwt(access).sub);

    const bad = await admin.updateUserById(userId, { ban_duration: '1x' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const banned = await admin.updateUserById(userId, { ban_duration: '1h' });
    expect(banned.error).toBeNull();
    expect(new Date(banned.data.user?.banned_until ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 3500_000,
    );

    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'User is banned',
    });
    const refreshed = await call('POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: refresh },
    });
    expect(refreshed.body).toMatchObject({ error_code: 'user_banned' });
    expect((await call('GET', '/user', { token: access })).body).toMatchObject({
      code: 403,
      error_code: 'user_banned',
    });

    expect((await admin.updateUserById(userId, { ban_duration: 'none' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });
});

describe('admin API', () => {
  it('is for the service role only', async () => {
    const { access } = await signUp();
    const asUser = await call('GET', '/admin/users', { token: access });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toMatchObject({ error_code: 'not_admin', msg: 'User not allowed' });
    expect((await call('GET', '/admin/users', { token: stackEnv().anonKey })).status).toBe(403);
    expect((await call('GET', '/admin/users')).status).toBe(401);
  });

  it('creates, lists, updates and deletes users', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Luca Bianchi' },
      app_metadata: { club: 'Calcetto' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    if (!user) throw new Error('no user');
    expect(user).toMatchObject({
      email,
      user_metadata: { full_name: 'Luca Bianchi', email_verified: true },
    });
    expect(user.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      club: 'Calcetto',
    });

    const duplicate = await admin.createUser({ email, password: PASSWORD });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const unconfirmed = uniqueEmail('unconfirmed');
    expect((await admin.createUser({ email: unconfirmed, password: PASSWORD })).error).toBeNull();
    const notConfirmed = await anonClient().auth.signInWithPassword({
      email: unconfirmed,
      password: PASSWORD,
    });
    expect(notConfirmed.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const page = await admin.listUsers({ page: 1, perPage: 2 });
    if (page.error) throw page.error;
    expect(page.data.users).toHaveLength(2);
    expect(page.data.users[0].id).toBe(
      (await admin.listUsers({ page: 1, perPage: 1 })).data.users[0].id,
    );
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    expect(page.data.users.map((u) => u.email)).toContain(unconfirmed);

    const session = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(session.error).toBeNull();
    const updated = await admin.updateUserById(user.id, {
      password: 'changed-by-admin',
      user_metadata: { nickname: 'Lu' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: 'Luca Bianchi',
      nickname: 'Lu',
    });
    // A password set by an administrator ends every session.
    const stale = await call('POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: session.data.session?.refresh_token },
    });
    expect(stale.body.error_code).toBe('refresh_token_not_found');
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'changed-by-admin' })).error,
    ).toBeNull();

    const fetched = await admin.getUserById(user.id);
    expect(fetched.data.user?.email).toBe(email);
    expect((await admin.deleteUser(user.id)).error).toBeNull();
    expect((await admin.getUserById(user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'changed-by-admin' })).error
        ?.code,
    ).toBe('invalid_credentials');
  });

  it('signs in users whose hash pgcrypto made, as seed.sql inserts them', async () => {
    const email = uniqueEmail('seeded');
    const { rows } = await sql<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt($2, extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())
       returning id`,
      [email, PASSWORD],
    );
    const { data, error } = await anonClient().auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(rows[0].id);
    expect(data.user?.identities).toEqual([]);
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown addresses', async () => {
    const { email } = await signUp();
    const client = anonClient();
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { rows } = await sql<{ sent: boolean }>(
      `select recovery_sent_at is not null and recovery_token <> '' as sent from auth.users where email = $1`,
      [email],
    );
    expect(rows[0].sent).toBe(true);
  });

  it('follows the emailed link into a recovery session, once', async () => {
    const { email } = await signUp();
    const { data, error } = await serviceClient().auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: 'http://localhost:5173/reset-password' },
    });
    expect(error).toBeNull();
    const link = data.properties?.action_link ?? '';
    expect(link).toContain('/auth/v1/verify?token=');

    const follow = await fetch(link, { redirect: 'manual' });
    expect(follow.status).toBe(303);
    const location = new URL(follow.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');

    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'recovered-password' })).error,
    ).toBeNull();

    const again = await fetch(link, { redirect: 'manual' });
    const failure = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(failure.get('error_code')).toBe('otp_expired');
    expect(failure.get('access_token')).toBeNull();
  });

  it('sends links with a foreign redirect to the site instead, and accepts the emailed code', async () => {
    const { email } = await signUp();
    const { data } = await serviceClient().auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: 'https://evil.example/steal' },
    });
    expect(data.properties?.redirect_to).toBe('http://localhost:5173');

    const code = data.properties?.email_otp ?? '';
    const wrong = await anonClient().auth.verifyOtp({
      email,
      token: '000000' === code ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await anonClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });
});
