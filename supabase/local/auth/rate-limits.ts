import type { IncomingMessage } from 'node:http';
import { AuthError } from './errors';

/**
 * GoTrue's request limits (internal/api/options.go), each configured like its GOTRUE_* variable.
 * The defaults are hosted Supabase's (Authentication > Rate Limits). Every limited endpoint has
 * a token bucket per caller address: it holds `burst` requests and refills at the configured
 * rate, so an idle client may send a short burst and a sustained flood is refused with 429.
 */
export interface AuthRateLimits {
  /** POST /token, password sign-ins and refreshes together: per 5 minutes (GOTRUE_RATE_LIMIT_TOKEN_REFRESH; 1,800 an hour). */
  tokenRefresh: number;
  /** POST /signup, POST /recover and PUT /user, a bucket each: per 5 minutes (GOTRUE_RATE_LIMIT_OTP). */
  otp: number;
  /** GET and POST /verify: per 5 minutes (GOTRUE_RATE_LIMIT_VERIFY; 360 an hour). */
  verify: number;
  /** POST /factors/{id}/challenge and /verify, a bucket each: per minute (GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY). */
  mfaChallengeAndVerify: number;
  /** Requests a full bucket holds. GoTrue fixes it at 30; configurable here so a test can reach the limit in a few calls. */
  burst: number;
  /** Seconds before another recovery email may go to the same address (GOTRUE_SMTP_MAX_FREQUENCY). */
  emailMaxFrequencySeconds: number;
}

export const HOSTED_AUTH_RATE_LIMITS: AuthRateLimits = {
  tokenRefresh: 150,
  otp: 30,
  verify: 30,
  mfaChallengeAndVerify: 15,
  burst: 30,
  emailMaxFrequencySeconds: 60,
};

export type LimitedEndpoint =
  'token' | 'signup' | 'recover' | 'user' | 'verify' | 'factorChallenge' | 'factorVerify';

const FIVE_MINUTES_S = 300;
const ONE_MINUTE_S = 60;
const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;

interface Bucket {
  tokens: number;
  refilledAt: number;
  /** tollbooth forgets a bucket this long after creating it; the next request starts a full one. */
  forgetAt: number;
}

/** A token bucket per key, as tollbooth's LimitByKeys keeps them. */
class BucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private nextSweep = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  allow(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.forgetAt <= now) {
      bucket = { tokens: this.burst, refilledAt: now, forgetAt: now + this.ttlMs };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.refilledAt) / 1000) * this.perSecond,
    );
    bucket.refilledAt = now;
    // Refills add up in floating point; a bucket 1e-12 short of a token has one.
    if (bucket.tokens < 1 - 1e-9) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Drops forgotten buckets now and then, so a stream of new addresses cannot grow the map forever. */
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.ttlMs;
    for (const [key, bucket] of this.buckets) if (bucket.forgetAt <= now) this.buckets.delete(key);
  }
}

/**
 * Whom a limit counts: the address the request came from. The gateway plays hosted Supabase's
 * edge, so it is the socket's peer; X-Forwarded-For is the client's own say and would let any
 * caller pick a fresh bucket per request (hosted does not rate-limit on it either).
 */
export function rateLimitKey(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export interface AuthLimiter {
  readonly limits: AuthRateLimits;
  /** Counts the request against the endpoint's bucket; throws GoTrue's 429 when it is empty. */
  check(endpoint: LimitedEndpoint, req: IncomingMessage): void;
}

export function createAuthLimiter(
  overrides: Partial<AuthRateLimits> = {},
  now: () => number = Date.now,
): AuthLimiter {
  const limits = { ...HOSTED_AUTH_RATE_LIMITS, ...overrides };
  const perFiveMinutes = (count: number) =>
    new BucketLimiter(count / FIVE_MINUTES_S, limits.burst, HOUR_MS, now);
  const mfa = () =>
    new BucketLimiter(limits.mfaChallengeAndVerify / ONE_MINUTE_S, limits.burst, MINUTE_MS, now);
  const limiters: Record<LimitedEndpoint, BucketLimiter> = {
    token: perFiveMinutes(limits.tokenRefresh),
    signup: perFiveMinutes(limits.otp),
    recover: perFiveMinutes(limits.otp),
    user: perFiveMinutes(limits.otp),
    verify: perFiveMinutes(limits.verify),
    factorChallenge: mfa(),
    factorVerify: mfa(),
  };
  return {
    limits,
    check(endpoint, req) {
      if (!limiters[endpoint].allow(rateLimitKey(req))) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
    },
  };
}

/** GoTrue's answer to a second email within SMTP max frequency (generateFrequencyLimitErrorMessage). */
export function emailFrequencyError(sentAt: Date, limits: AuthRateLimits): AuthError {
  const left = sentAt.getTime() + limits.emailMaxFrequencySeconds * 1000 - Date.now();
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.max(0, Math.trunc(left / 1000))} seconds.`,
  );
}
