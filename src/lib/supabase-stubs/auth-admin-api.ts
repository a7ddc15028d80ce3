import { isAuthError } from '@supabase/auth-js/dist/module/lib/errors';
import { _request, type Fetch } from '@supabase/auth-js/dist/module/lib/fetch';
import { resolveFetch } from '@supabase/auth-js/dist/module/lib/helpers';
import { SIGN_OUT_SCOPES } from '@supabase/auth-js/dist/module/lib/types';

/**
 * Stand-in for auth-js's `GoTrueAdminApi` in the app build (see `supabaseStubs` in
 * vite.config.ts). The admin API needs the service-role key, which never reaches a browser, so
 * `supabase.auth.admin.*` can only fail here; the one method GoTrueClient itself calls, `signOut`
 * (POST /logout with the user's own token), is the library's code, unchanged.
 */

export const AUTH_ADMIN_DISABLED_MESSAGE =
  'The Supabase auth admin API is not available in the Calcetto browser app (it needs the service-role key); see src/lib/supabase-stubs/auth-admin-api.ts.';

type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

const unavailable = () => Promise.reject(new Error(AUTH_ADMIN_DISABLED_MESSAGE));

/** Any admin call (`auth.admin.listUsers()`, `auth.admin.mfa.deleteFactor()`, ...) rejects. */
function unavailableApi(): Record<string, unknown> {
  return new Proxy({}, { get: (_target, key) => (key === 'then' ? undefined : unavailable) });
}

export default class GoTrueAdminApi {
  url: string;
  headers: Record<string, string>;
  fetch: Fetch;
  mfa = unavailableApi();
  oauth = unavailableApi();
  customProviders = unavailableApi();
  passkey = unavailableApi();

  constructor({
    url = '',
    headers = {},
    fetch,
  }: {
    url?: string;
    headers?: Record<string, string>;
    fetch?: Fetch;
  }) {
    this.url = url;
    this.headers = headers;
    this.fetch = resolveFetch(fetch);
    // Every other admin method: listUsers, createUser, deleteUser, inviteUserByEmail, ...
    return new Proxy(this, {
      get: (target, key, receiver) =>
        key in target || typeof key === 'symbol' || key === 'then'
          ? Reflect.get(target, key, receiver)
          : unavailable,
    });
  }

  /** Copied from auth-js 2.119 GoTrueAdminApi.signOut: GoTrueClient.signOut calls it. */
  async signOut(
    jwt: string,
    scope: SignOutScope = SIGN_OUT_SCOPES[0],
  ): Promise<{ data: null; error: unknown }> {
    if (SIGN_OUT_SCOPES.indexOf(scope) < 0) {
      throw new Error(
        `@supabase/auth-js: Parameter scope must be one of ${SIGN_OUT_SCOPES.join(', ')}`,
      );
    }
    try {
      await _request(this.fetch, 'POST', `${this.url}/logout?scope=${scope}`, {
        headers: this.headers,
        jwt,
        noResolveJson: true,
      });
      return { data: null, error: null };
    } catch (error) {
      if (isAuthError(error)) return { data: null, error };
      throw error;
    }
  }
}
