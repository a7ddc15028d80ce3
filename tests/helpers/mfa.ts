import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import type { Database } from '../../src/types/database';
import { anonClient, signedInClient } from './stack';

/**
 * The code of a TOTP secret as an authenticator app shows it now, or `offsetSteps` 30-second
 * periods away.
 */
export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

export interface TwoFactorUser {
  userId: string;
  email: string;
  password: string;
  /** The session that enrolled and verified the factor (aal2). */
  aal2: SupabaseClient<Database>;
  /** A later sign-in with the password only (aal1, next level aal2), as with a stolen password. */
  aal1: SupabaseClient<Database>;
}

/**
 * A new user with a verified TOTP factor. By default the profile is created first, as the app
 * does at the first sign-in (factors are enrolled from the signed-in app).
 */
export async function userWithVerifiedFactor({ profile = true } = {}): Promise<TwoFactorUser> {
  const { client, userId, email, password } = await signedInClient();
  if (profile) {
    const { error } = await client.rpc('ensure_profile');
    if (error) throw new Error(`ensure_profile: ${error.message}`);
  }
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (!enrolled.data || enrolled.data.type !== 'totp')
    throw new Error(`enroll: ${enrolled.error?.message ?? 'no TOTP factor'}`);
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  if (verified.error) throw new Error(`verify: ${verified.error.message}`);

  const aal1 = anonClient();
  const signIn = await aal1.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`sign-in: ${signIn.error.message}`);
  const level = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.data?.currentLevel !== 'aal1' || level.data.nextLevel !== 'aal2')
    throw new Error(`expected an aal1 session owing aal2, got ${JSON.stringify(level.data)}`);
  return { userId, email, password, aal2: client, aal1 };
}
