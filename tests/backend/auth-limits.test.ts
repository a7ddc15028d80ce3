import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { createAuthService } from '../../supabase/local/auth/index';
import type { AuthRateLimits } from '../../supabase/local/auth/rate-limits';
import { startGateway } from '../../supabase/local/gateway';
import { loadSigningKeys } from '../../supabase/local/keys';
import type { StackConfig } from '../../supabase/local/types';
import { anonClient, sql, stackEnv, uniqueEmail } from '../helpers/stack';
import { totpCode } from '../helpers/mfa';

// What hosted Supabase Auth refuses and the local Auth must refuse the same way: password and
// email changes from an aal1 session once a factor is verified, wrong TOTP codes, and floods
// (429). The limits are tried on an Auth service of each test's own, on this run's database
// with tiny limits; the run's stack raises its limits so that the rest of the suite can sign in
// as often as it needs (tests/setup/stack.global.ts).

const PASSWORD = 'secret-password';
const AAL2_REQUIRED = 'AAL2 session is required to update email or password when MFA is enabled.';
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** A code that is not valid now (nor within the ±30 s window GoTrue accepts). */
function wrongCode(secret: string, attempt = 0): string {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
  for (let n = attempt; ; n += 1) {
    const candidate = String((123_456 + n * 7_919) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

async function signUp(client = anonClient(), email = uniqueEmail('limits')) {
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, email, userId: data.session.user.id };
}

/**
 * A user whose TOTP factor is verified, and a second client signed in with the password only:
 * the thief who has the password (aal1, next level aal2).
 */
async function userWithFactor() {
  const owner = await signUp();
  const enrolled = await owner.client.auth.mfa.enroll({ factorType: 'totp' });
  if (!enrolled.data || enrolled.data.type !== 'totp') throw new Error('no TOTP factor');
  const { id: factorId, totp } = enrolled.data;
  const verified = await owner.client.auth.mfa.challengeAndVerify({
    factorId,
    code: totpCode(totp.secret),
  });
  if (verified.error) throw verified.error;

  const passwordOnly = anonClient();
  const signIn = await passwordOnly.auth.signInWithPassword({
    email: owner.email,
    password: PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  const level = await passwordOnly.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  return { ...owner, factorId, secret: totp.secret, passwordOnly };
}

async function signsIn(email: string, password: string): Promise<boolean> {
  const { error } = await anonClient().auth.signInWithPassword({ email, password });
  return error === null;
}

describe('password and email changes once a factor is verified', () => {
  it('refuses a new password from an aal1 session, and the owner’s password keeps working', async () => {
    const { email, passwordOnly } = await userWithFactor();
    const attempt = await passwordOnly.auth.updateUser({ password: 'taken-over-password' });
    expect(attempt.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: AAL2_REQUIRED,
    });
    expect(await signsIn(email, PASSWORD)).toBe(true);
    expect(await signsIn(email, 'taken-over-password')).toBe(false);
  });

  it('refuses a new email from an aal1 session, in GoTrue’s error shape, and still updates metadata', async () => {
    const { email, passwordOnly, userId } = await userWithFactor();
    const { data } = await passwordOnly.auth.getSession();
    const { url, anonKey } = stackEnv();
    const raw = await fetch(`${url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${data.session?.access_token ?? ''}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: uniqueEmail('thief') }),
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({
      code: 401,
      error_code: 'insufficient_aal',
      msg: AAL2_REQUIRED,
    });

    const viaClient = await passwordOnly.auth.updateUser({ email: uniqueEmail('thief') });
    expect(viaClient.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const { rows } = await sql<{ email: string }>('select email from auth.users where id = $1', [
      userId,
    ]);
    expect(rows[0].email).toBe(email);

    // Hosted lets metadata and an unchanged address through at aal1.
    const renamed = await passwordOnly.auth.updateUser({ email, data: { nickname: 'Bomber' } });
    expect(renamed.error).toBeNull();
    expect(renamed.data.user?.user_metadata).toMatchObject({ nickname: 'Bomber' });
  });

  it('lets the session that passed the second step change both', async () => {
    const { email, passwordOnly, factorId, secret } = await userWithFactor();
    const raised = await passwordOnly.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret),
    });
    expect(raised.error).toBeNull();
    expect(decodeJwt(raised.data?.access_token ?? '').aal).toBe('aal2');

    expect((await passwordOnly.auth.updateUser({ password: 'a-new-password' })).error).toBeNull();
    const moved = uniqueEmail('moved');
    expect((await passwordOnly.auth.updateUser({ email: moved })).error).toBeNull();
    expect(await signsIn(moved, 'a-new-password')).toBe(true);
    expect(await signsIn(email, PASSWORD)).toBe(false);
  });
});

describe('wrong TOTP codes', () => {
  it('are refused one by one while the challenge stays open, as GoTrue keeps it', async () => {
    const { passwordOnly, factorId, secret } = await userWithFactor();
    const challenge = await passwordOnly.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await passwordOnly.auth.mfa.verify({
        factorId,
        challengeId,
        code: wrongCode(secret, attempt),
      });
      expect(wrong.error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      });
    }
    const level = await passwordOnly.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal1');

    const right = await passwordOnly.auth.mfa.verify({
      factorId,
      challengeId,
      code: totpCode(secret),
    });
    expect(right.error).toBeNull();
    expect(decodeJwt(right.data?.access_token ?? '').aal).toBe('aal2');
  });

  it('are worth nothing after the challenge’s five minutes: it expires and is gone', async () => {
    const { passwordOnly, factorId, secret } = await userWithFactor();
    const challenge = await passwordOnly.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    await sql(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challengeId],
    );
    const late = await passwordOnly.auth.mfa.verify({
      factorId,
      challengeId,
      code: totpCode(secret),
    });
    expect(late.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    });
    const again = await passwordOnly.auth.mfa.verify({
      factorId,
      challengeId,
      code: totpCode(secret),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
  });
});

interface LimitedAuth {
  url: string;
  client: () => SupabaseClient;
  /** A raw request to /auth/v1 from the given loopback address. */
  call: (
    path: string,
    body: object,
    options?: { from?: string; headers?: Record<string, string>; token?: string },
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
}

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0)) await stop();
});

/** The local Auth service with tiny limits, behind a gateway of its own, on this run's database. */
async function limitedAuth(limits: Partial<AuthRateLimits>): Promise<LimitedAuth> {
  const { dataDir, dbUrl } = stackEnv();
  const keys = await loadSigningKeys(dataDir);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  // The URL is known once the gateway listens; the service reads it per request.
  const config: StackConfig = {
    apiUrl: '',
    siteUrl: 'http://localhost:5173',
    dataDir,
    jwtExpiry: 3600,
    authRateLimits: limits,
  };
  const gateway = await startGateway({
    port: 0,
    postgrestPort: 1,
    apiKeys: [keys.anonKey],
    auth: createAuthService({ pool, keys, config, log: () => {} }),
    storage: async (_req, res) => {
      res.writeHead(404);
      res.end();
    },
    log: () => {},
  });
  running.push(async () => {
    gateway.closeAllConnections();
    await new Promise((done) => gateway.close(done));
    await pool.end();
  });
  const { port } = gateway.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  config.apiUrl = url;
  return {
    url,
    client: () => createClient(url, keys.anonKey, clientOptions),
    call: (path, body, options = {}) =>
      new Promise((resolve, reject) => {
        const payload = JSON.stringify(body);
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/auth/v1${path}`,
            localAddress: options.from ?? '127.0.0.1',
            headers: {
              apikey: keys.anonKey,
              'content-type': 'application/json',
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
              ...options.headers,
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(payload);
      }),
  };
}

const RATE_LIMITED = {
  code: 429,
  error_code: 'over_request_rate_limit',
  msg: 'Request rate limit reached',
};
/** Three requests a bucket and practically no refill while a test runs. */
const TINY = { burst: 3, tokenRefresh: 1, otp: 1, verify: 1, mfaChallengeAndVerify: 1 };

describe('request limits per address', () => {
  it('stop password guessing at the bucket’s size, then refuse even the right password and refreshes', async () => {
    const { email } = await signUp();
    const auth = await limitedAuth(TINY);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const guess = await auth.call('/token?grant_type=password', {
        email,
        password: `guess-${attempt}`,
      });
      expect(guess.body).toMatchObject({ error_code: 'invalid_credentials' });
    }
    const right = await auth.call('/token?grant_type=password', { email, password: PASSWORD });
    expect(right).toEqual({ status: 429, body: RATE_LIMITED });

    const viaClient = await auth.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(viaClient.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const refresh = await auth.call('/token?grant_type=refresh_token', { refresh_token: 'any' });
    expect(refresh.status).toBe(429);

    // Claiming another address changes nothing; coming from one does.
    const spoofed = await auth.call(
      '/token?grant_type=password',
      { email, password: PASSWORD },
      { headers: { 'x-forwarded-for': '198.51.100.23' } },
    );
    expect(spoofed.status).toBe(429);
    const elsewhere = await auth.call(
      '/token?grant_type=password',
      { email, password: PASSWORD },
      { from: '127.0.0.2' },
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.access_token).toBeTruthy();
  });

  it('limit sign-ups', async () => {
    const auth = await limitedAuth(TINY);
    for (let n = 0; n < 3; n += 1) await signUp(auth.client());
    const fourth = await auth
      .client()
      .auth.signUp({ email: uniqueEmail('flood'), password: PASSWORD });
    expect(fourth.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(fourth.data.user).toBeNull();
  });

  it('limit recovery requests, and one account gets one recovery email a minute', async () => {
    const { email } = await signUp();
    const auth = await limitedAuth(TINY);
    const first = await auth.client().auth.resetPasswordForEmail(email);
    expect(first.error).toBeNull();
    const second = await auth.client().auth.resetPasswordForEmail(email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    // Unknown addresses send nothing and answer as always, until the address's bucket is empty.
    expect(
      (await auth.client().auth.resetPasswordForEmail(uniqueEmail('nobody'))).error,
    ).toBeNull();
    const flood = await auth.call('/recover', { email: uniqueEmail('nobody') });
    expect(flood).toEqual({ status: 429, body: RATE_LIMITED });
  });

  it('limit verifications of emailed codes', async () => {
    const auth = await limitedAuth(TINY);
    for (let n = 0; n < 3; n += 1) {
      const guess = await auth.call('/verify', {
        type: 'recovery',
        email: uniqueEmail('nobody'),
        token: '123456',
      });
      expect(guess.body).toMatchObject({ error_code: 'otp_expired' });
    }
    const fourth = await auth.call('/verify', { type: 'recovery', token_hash: 'x' });
    expect(fourth).toEqual({ status: 429, body: RATE_LIMITED });
  });

  it('limit TOTP verifications: past the bucket, even the right code is refused', async () => {
    const { email, factorId, secret } = await userWithFactor();
    const auth = await limitedAuth(TINY);
    const thief = auth.client();
    expect((await thief.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const challenge = await thief.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await thief.auth.mfa.verify({
        factorId,
        challengeId,
        code: wrongCode(secret, attempt),
      });
      expect(wrong.error?.code).toBe('mfa_verification_failed');
    }
    const right = await thief.auth.mfa.verify({ factorId, challengeId, code: totpCode(secret) });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const level = await thief.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal1');
  });
});
