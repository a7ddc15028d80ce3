import type { TFunction } from 'i18next';
import { authErrorKey, errorMessage } from '@/lib/errors';

/** A form's message for a failed Auth call, in the language the form renders in. */
export function translateAuthError(error: unknown, t: TFunction): string {
  const key = authErrorKey(error);
  return key ? t(key) : errorMessage(error);
}
