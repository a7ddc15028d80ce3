import { AuthError, badRequest, unprocessable } from './errors';

/** Supabase's local default (config.toml `minimum_password_length`). */
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores everything past 72 bytes; GoTrue refuses such passwords instead. */
const MAX_PASSWORD_BYTES = 72;

// The pattern of github.com/badoux/checkmail, which GoTrue uses; note that it accepts dotless
// domains such as a@localhost.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the email lower-cased, as GoTrue stores it. */
export function validateEmail(email: string | undefined): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

export function checkPasswordStrength(password: string) {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw unprocessable(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if (isWeakPassword(password)) throw weakPasswordError();
}

/** GoTrue measures length in bytes (Go's len), so "éééé" counts as 8. */
export function isWeakPassword(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') < MIN_PASSWORD_LENGTH;
}

function weakPasswordError(): AuthError {
  return new AuthError(422, 'weak_password', weakPasswordMessage(), ['length']);
}

export function weakPasswordMessage(): string {
  return `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Parses a Go duration ("24h", "1h30m", "90s"), the format of the admin API's ban_duration, into
 * milliseconds; the error text is Go's.
 */
export function parseGoDuration(text: string): number {
  const invalid = () => new Error(`time: invalid duration "${text}"`);
  let rest = text;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (rest === '') throw invalid();
  let total = 0;
  while (rest !== '') {
    const number = /^(\d+(?:\.\d*)?|\.\d+)/.exec(rest);
    if (!number) throw invalid();
    rest = rest.slice(number[0].length);
    const unit = /^[^\d.]+/.exec(rest)?.[0];
    if (!unit) throw new Error(`time: missing unit in duration "${text}"`);
    const factor = DURATION_UNITS_MS[unit];
    if (factor === undefined) throw new Error(`time: unknown unit "${unit}" in duration "${text}"`);
    total += Number(number[0]) * factor;
    rest = rest.slice(unit.length);
  }
  return sign * total;
}
