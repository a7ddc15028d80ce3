import type { TFunction } from 'i18next';
import { errorCode, errorMessage } from '@/lib/errors';

// Auth error codes we have words for; anything else shows the server's own message.
const KNOWN = {
  invalid_credentials: 'auth:errors.invalidCredentials',
  user_already_exists: 'auth:errors.userExists',
  email_exists: 'auth:errors.userExists',
  weak_password: 'auth:errors.weakPassword',
  email_not_confirmed: 'auth:errors.emailNotConfirmed',
  over_request_rate_limit: 'auth:errors.rateLimited',
  over_email_send_rate_limit: 'auth:errors.rateLimited',
  mfa_verification_failed: 'auth:errors.invalidCode',
} as const;

export function translateAuthError(error: unknown, t: TFunction): string {
  const code = errorCode(error);
  if (code && code in KNOWN) return t(KNOWN[code as keyof typeof KNOWN]);
  return errorMessage(error);
}
