/**
 * Stand-in for auth-js's `lib/webauthn` (passkeys and WebAuthn MFA factors) in the app build
 * (see `supabaseStubs` in vite.config.ts). Calcetto's second factor is TOTP only, so the
 * ~45 KB of WebAuthn serialisation is never run; GoTrueClient only reaches these exports from
 * its passkey and webauthn-factor methods, which now fail with a clear message.
 */

export const WEBAUTHN_DISABLED_MESSAGE =
  'Passkeys and WebAuthn factors are not enabled in Calcetto (TOTP only); see src/lib/supabase-stubs/auth-webauthn.ts.';

function unavailable(): never {
  throw new Error(WEBAUTHN_DISABLED_MESSAGE);
}

export const createCredential = (..._args: unknown[]) =>
  Promise.reject(new Error(WEBAUTHN_DISABLED_MESSAGE));
export const getCredential = (..._args: unknown[]) =>
  Promise.reject(new Error(WEBAUTHN_DISABLED_MESSAGE));
export const deserializeCredentialCreationOptions = (..._args: unknown[]): never => unavailable();
export const deserializeCredentialRequestOptions = (..._args: unknown[]): never => unavailable();
export const serializeCredentialCreationResponse = (..._args: unknown[]): never => unavailable();
export const serializeCredentialRequestResponse = (..._args: unknown[]): never => unavailable();
/** GoTrueClient's passkey methods check this first and return their "not supported" error. */
export const browserSupportsWebAuthn = () => false;

export const webAuthnAbortService = {
  createNewAbortSignal: () => new AbortController().signal,
  cancelCeremony: () => {},
};

/** `supabase.auth.mfa.webauthn`: constructed by GoTrueClient, every method rejects. */
export class WebAuthnApi {
  constructor(_client: unknown) {}
  enroll = () => Promise.reject(new Error(WEBAUTHN_DISABLED_MESSAGE));
  challenge = () => Promise.reject(new Error(WEBAUTHN_DISABLED_MESSAGE));
  verify = () => Promise.reject(new Error(WEBAUTHN_DISABLED_MESSAGE));
  authenticate = () => Promise.reject(new Error(WEBAUTHN_DISABLED_MESSAGE));
  register = () => Promise.reject(new Error(WEBAUTHN_DISABLED_MESSAGE));
}
