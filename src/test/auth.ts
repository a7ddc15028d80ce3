import { http, HttpResponse } from 'msw';
import type { Profile } from '@/features/auth/api/get-profile';
import { TEST_STORAGE_KEY } from '@/test/constants';
import { auth, noRows, rest, server } from '@/test/server';

export const TEST_USER_ID = '6f1c2a52-4b8e-4d0c-9a57-2f3b1c9d8e10';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned token with the claims supabase-js reads (it never verifies it client-side). */
function fakeJwt(claims: object): string {
  return `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: TEST_USER_ID,
    role: 'player',
    status: 'active',
    team_id: null,
    first_name: 'Marco',
    last_name: 'Rossi',
    avatar_url: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function testSession({ verifiedTotp = false, aal = 'aal1' } = {}) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const user = {
    id: TEST_USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'marco.rossi@example.com',
    app_metadata: { provider: 'email' },
    user_metadata: { first_name: 'Marco', last_name: 'Rossi' },
    factors: verifiedTotp
      ? [{ id: 'factor-1', factor_type: 'totp', status: 'verified', friendly_name: 'Phone' }]
      : [],
    created_at: '2025-01-01T00:00:00Z',
  };
  return {
    access_token: fakeJwt({ sub: TEST_USER_ID, role: 'authenticated', aal, exp: expiresAt }),
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user,
  };
}

/**
 * Starts the test signed in, the way a returning visitor is: the session is already in
 * localStorage, and the profiles endpoint answers with `profile` (or "no row" when null).
 */
export function signedInAs(profile: Profile | null, session = testSession()) {
  localStorage.setItem(TEST_STORAGE_KEY, JSON.stringify(session));
  server.use(
    http.get(auth('user'), () => HttpResponse.json(session.user)),
    http.get(rest('profiles'), () => (profile ? HttpResponse.json(profile) : noRows())),
  );
  return session;
}
