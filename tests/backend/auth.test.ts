import { describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import {
  isAuthApiError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js';
import { anonClient, stackEnv, uniqueEmail } from '../helpers/stack';
import { totpCode } from '../helpers/mfa';

// The Auth service driven by supabase-js, as the web app drives it.

const PASSWORD = 'secret-password';

async function signUp(
  email = uniqueEmail('auth'),
  password = PASSWORD,
  data: Record<string, unknown> = {},
) {
  const client = anonClient();
  const { data: result, error } = await client.auth.signUp({ email, password, options: { data } });
  if (error || !result.session || !result.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, email, session: result.session, user: result.user };
}

describe('sign-up', () => {
  it('creates a confirmed user and returns a session, as Supabase does locally', async () => {
    const email = uniqueEmail('MixedCase');
    const { session, user } = await signUp(email, PASSWORD, { full_name: 'Mario Rossi' });
    expect(user.email).toBe(email.toLowerCase());
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toMatchObject({ full_name: 'Mario Rossi' });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities?.[0]).toMatchObject({
      provider: 'email',
      user_id: user.id,
      id: user.id,
    });
    expect(user.factors).toBeUndefined();
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toBeTruthy();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: email.toLowerCase(),
      phone: '',
      is_anonymous: false,
      iss: `${stackEnv().url}/auth/v1`,
    });
    expect(claims.exp).toBe(session.expires_at);
  });

  it('refuses a password shorter than 6 characters with weak_password', async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: uniqueEmail('weak'),
      password: '12345',
    });
    expect(data.session).toBeNull();
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('refuses an address already registered', async () => {
    const { email } = await signUp();
    const { error } = await anonClient().auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses a malformed address', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error).toMatchObject({
      status: 400,
      code: 'email_address_invalid',
      message: 'Unable to validate email address: invalid format',
    });
  });
});

describe('sign-in, refresh and the current user', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { email, user } = await signUp();
    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.data.session).toBeNull();
    expect(isAuthApiError(wrong.error)).toBe(true);
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(unknown.error?.code).toBe('invalid_credentials');

    const client = anonClient();
    const right = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(right.error).toBeNull();
    expect(right.data.user?.id).toBe(user.id);
    expect(right.data.user?.last_sign_in_at).toBeTruthy();
    expect(decodeJwt(right.data.session?.access_token ?? '')).toMatchObject({
      amr: [{ method: 'password' }],
      aal: 'aal1',
    });
  });

  it('refreshes the session with a new, rotated refresh token', async () => {
    const { client, session, user } = await signUp();
    const { data, error } = await client.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.user?.id).toBe(user.id);
    const before = decodeJwt(session.access_token);
    const after = decodeJwt(data.session?.access_token ?? '');
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr).toEqual(before.amr);
  });

  it('returns the current user for a valid token and refuses a bad one', async () => {
    const { client, user, session } = await signUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);

    const forged = `${session.access_token.slice(0, -4)}AAAA`;
    const bad = await anonClient().auth.getUser(forged);
    expect(bad.data.user).toBeNull();
    expect(bad.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('updates metadata and the password; the old password stops working', async () => {
    const { client, email } = await signUp(undefined, PASSWORD, {
      full_name: 'Old Name',
      team: 'Lions',
    });
    const renamed = await client.auth.updateUser({ data: { full_name: 'New Name', team: null } });
    expect(renamed.error).toBeNull();
    expect(renamed.data.user?.user_metadata).toMatchObject({ full_name: 'New Name' });
    expect(renamed.data.user?.user_metadata).not.toHaveProperty('team');

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);

    const changed = await client.auth.updateUser({ password: 'another-secret' });
    expect(changed.error).toBeNull();
    const withOld = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(withOld.error?.code).toBe('invalid_credentials');
    const withNew = await anonClient().auth.signInWithPassword({
      email,
      password: 'another-secret',
    });
    expect(withNew.error).toBeNull();
    expect(withNew.data.session).toBeTruthy();
  });

  it('changes the email at once (confirmations are off) and refuses one in use', async () => {
    const { client } = await signUp();
    const other = await signUp();
    const taken = await client.auth.updateUser({ email: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });

    const next = uniqueEmail('moved');
    const moved = await client.auth.updateUser({ email: next });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(next);
    const signIn = await anonClient().auth.signInWithPassword({ email: next, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});

describe('sign-out', () => {
  it('ends the session: its refresh token and access token stop working', async () => {
    const { client, session } = await signUp();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();

    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error).toMatchObject({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });

    const user = await anonClient().auth.getUser(session.access_token);
    expect(isAuthSessionMissingError(user.error)).toBe(true);
  });

  it("scope 'others' keeps the current session and ends the rest", async () => {
    const { client, email, session: first } = await signUp();
    const second = anonClient();
    const signIn = await second.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();

    expect((await second.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await second.auth.getUser()).error).toBeNull();
    const firstUser = await client.auth.getUser(first.access_token);
    expect(isAuthSessionMissingError(firstUser.error)).toBe(true);
  });
});

describe('TOTP multi-factor authentication', () => {
  it('enrolls, challenges and verifies a factor, raising the session to aal2', async () => {
    const { client, email } = await signUp();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    if (!factor || factor.type !== 'totp') throw new Error('no TOTP factor');
    expect(factor.friendly_name).toBe('Phone');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(factor.totp.uri).toContain(encodeURIComponent(email));
    // The client prefixes GoTrue's bare SVG; a '#' would cut the data URL short in an <img>.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(factor.totp.qr_code).not.toContain('#');

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const challengeId = challenge.data?.id ?? '';
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 240);

    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: totpCode(factor.totp.secret, 10),
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    const methods = (claims.amr as { method: string }[]).map((entry) => entry.method);
    expect(methods.sort()).toEqual(['password', 'totp']);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);

    // The spent challenge cannot be replayed.
    const replay = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: totpCode(factor.totp.secret),
    });
    expect(replay.error?.code).toBe('mfa_ip_address_mismatch');
  });

  it('asks a fresh password sign-in for aal2, refuses unenrolling from aal1, and unenrolls from aal2', async () => {
    const { client: enroller, email } = await signUp();
    const enrolled = await enroller.auth.mfa.enroll({ factorType: 'totp' });
    if (!enrolled.data || enrolled.data.type !== 'totp') throw new Error('no TOTP factor');
    const { id: factorId, totp } = enrolled.data;
    const first = await enroller.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(totp.secret),
    });
    expect(first.error).toBeNull();

    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const tooWeak = await client.auth.mfa.unenroll({ factorId });
    expect(tooWeak.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const raised = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(totp.secret),
    });
    expect(raised.error).toBeNull();
    expect(decodeJwt(raised.data?.access_token ?? '').aal).toBe('aal2');
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data?.id).toBe(factorId);

    const after = await client.auth.getUser();
    expect(after.data.user?.factors ?? []).toHaveLength(0);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('refuses a factor of another user', async () => {
    const owner = await signUp();
    const enrolled = await owner.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Mine',
    });
    const intruder = await signUp();
    const attempt = await intruder.client.auth.mfa.challenge({ factorId: enrolled.data?.id ?? '' });
    expect(attempt.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe('signing keys', () => {
  it('publishes the JWKS that verifies access tokens', async () => {
    const { url } = stackEnv();
    const response = await fetch(`${url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as {
      keys: { kty: string; alg: string; kid: string; d?: string }[];
    };
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(jwks.keys[0].d).toBeUndefined();

    const { session } = await signUp();
    const keySet = createRemoteJWKSet(new URL(`${url}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, keySet, {
      issuer: `${url}/auth/v1`,
      audience: 'authenticated',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: jwks.keys[0].kid });
    expect(payload.sub).toBe(session.user.id);
  });

  it('lets getClaims verify the token locally against the JWKS', async () => {
    const { client, user } = await signUp();
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(user.id);
  });
});
