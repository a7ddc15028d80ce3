import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { createAuthLimiter, HOSTED_AUTH_RATE_LIMITS, type LimitedEndpoint } from './rate-limits';

// The limiter on a hand-driven clock, with hosted Supabase's defaults: the arithmetic of GoTrue's
// token buckets (burst 30, refill at the configured rate). tests/backend/auth-limits.test.ts
// proves the 429s over HTTP.

function request(address: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  // Only the socket's address and the headers are read; a whole IncomingMessage is not needed.
  return { socket: { remoteAddress: address }, headers } as unknown as IncomingMessage;
}

function setup() {
  let now = Date.UTC(2026, 10, 23, 12);
  const limiter = createAuthLimiter({}, () => now);
  const allowed = (endpoint: LimitedEndpoint, req = request('203.0.113.7')) => {
    try {
      limiter.check(endpoint, req);
      return true;
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError);
      expect(error).toMatchObject({
        status: 429,
        errorCode: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      return false;
    }
  };
  /** How many of `count` requests in a row get through. */
  const passing = (endpoint: LimitedEndpoint, count: number, req?: IncomingMessage) =>
    Array.from({ length: count }, () => allowed(endpoint, req)).filter(Boolean).length;
  const wait = (ms: number) => (now += ms);
  return { limiter, allowed, passing, wait };
}

describe('Auth rate limits with hosted defaults', () => {
  it('are hosted Supabase’s', () => {
    expect(createAuthLimiter().limits).toEqual({
      tokenRefresh: 150,
      otp: 30,
      verify: 30,
      mfaChallengeAndVerify: 15,
      burst: 30,
      emailMaxFrequencySeconds: 60,
    });
    expect(HOSTED_AUTH_RATE_LIMITS.burst).toBe(30);
  });

  it('let 30 sign-ins through at once, then one every 2 seconds (1,800 an hour)', () => {
    const { allowed, passing, wait } = setup();
    expect(passing('token', 40)).toBe(30);
    wait(1_999);
    expect(allowed('token')).toBe(false);
    wait(1);
    expect(allowed('token')).toBe(true);
    expect(allowed('token')).toBe(false);
    wait(60_000);
    expect(passing('token', 40)).toBe(30);
  });

  it('let sign-ups, recovery requests and verifications refill one every 10 seconds', () => {
    const { allowed, passing, wait } = setup();
    for (const endpoint of ['signup', 'recover', 'user', 'verify'] as const) {
      expect(passing(endpoint, 31)).toBe(30);
    }
    wait(9_999);
    expect(allowed('signup')).toBe(false);
    wait(1);
    for (const endpoint of ['signup', 'recover', 'user', 'verify'] as const) {
      expect(allowed(endpoint)).toBe(true);
      expect(allowed(endpoint)).toBe(false);
    }
  });

  it('let MFA challenges and verifications refill 15 a minute; an idle bucket is forgotten after a minute', () => {
    const { allowed, passing, wait } = setup();
    expect(passing('factorVerify', 31)).toBe(30);
    expect(passing('factorChallenge', 31)).toBe(30);
    wait(4_000);
    expect(allowed('factorVerify')).toBe(true);
    expect(allowed('factorVerify')).toBe(false);
    wait(56_000);
    expect(passing('factorVerify', 31)).toBe(30);
  });

  it('keep a bucket per endpoint and per address, whatever X-Forwarded-For claims', () => {
    const { allowed, passing } = setup();
    const attacker = request('203.0.113.7');
    expect(passing('token', 31, attacker)).toBe(30);
    expect(allowed('signup', attacker)).toBe(true);
    expect(allowed('token', request('203.0.113.7', '198.51.100.1'))).toBe(false);
    expect(allowed('token', request('203.0.113.8'))).toBe(true);
  });
});
