import { i18n } from '@/lib/i18n';

/**
 * Supabase Auth error codes the app has words for (keys of the auth namespace); any other error
 * shows the server's own message. Auth codes are snake_case words, PostgREST's are PGRST…/SQLSTATE,
 * so one map serves every `code`.
 */
const AUTH_ERROR_KEYS: Record<string, string> = {
  invalid_credentials: 'auth:errors.invalidCredentials',
  user_already_exists: 'auth:errors.userExists',
  email_exists: 'auth:errors.userExists',
  weak_password: 'auth:errors.weakPassword',
  email_not_confirmed: 'auth:errors.emailNotConfirmed',
  over_request_rate_limit: 'auth:errors.rateLimited',
  over_email_send_rate_limit: 'auth:errors.rateLimited',
  mfa_verification_failed: 'auth:errors.invalidCode',
  mfa_challenge_expired: 'auth:errors.invalidCode',
  insufficient_aal: 'auth:errors.insufficientAal',
};

/** The translation key for a Supabase Auth error the app explains in its own words. */
export function authErrorKey(error: unknown): string | undefined {
  // The database refuses a session still owing its second step (SQLSTATE 28000) with this hint,
  // in the same words as Auth: migration …090000_two_factor_required.
  const code =
    stringField(error, 'hint') === 'insufficient_aal' ? 'insufficient_aal' : errorCode(error);
  return code && Object.hasOwn(AUTH_ERROR_KEYS, code) ? AUTH_ERROR_KEYS[code] : undefined;
}

/**
 * A readable message for anything thrown: Auth errors the app has words for in the user's
 * language (once the auth namespace is loaded), then Error subclasses (PostgrestError,
 * AuthError), strings, objects with `message`.
 */
export function errorMessage(error: unknown): string {
  const key = authErrorKey(error);
  if (key && i18n.exists(key)) return i18n.t(key);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

/** The error code of a thrown error, if it has one (PostgREST's PGRST116, Auth's error_code). */
export function errorCode(error: unknown): string | undefined {
  return stringField(error, 'code');
}

function stringField(error: unknown, field: 'code' | 'hint'): string | undefined {
  if (typeof error === 'object' && error !== null && field in error) {
    const value = (error as Record<typeof field, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** PostgREST's answer to `.single()` when no row (or more than one) matched. */
export const NO_ROWS = 'PGRST116';
