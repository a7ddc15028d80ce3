/**
 * Stand-in for auth-js's `lib/web3/ethereum` (Sign-In with Ethereum) in the app build (see
 * `supabaseStubs` in vite.config.ts). Calcetto signs in with e-mail and password only.
 */

export const WEB3_DISABLED_MESSAGE =
  'Web3 sign-in is not enabled in Calcetto; see src/lib/supabase-stubs/auth-web3-ethereum.ts.';

function unavailable(): never {
  throw new Error(WEB3_DISABLED_MESSAGE);
}

export const getAddress = (..._args: unknown[]): never => unavailable();
export const fromHex = (..._args: unknown[]): never => unavailable();
export const toHex = (..._args: unknown[]): never => unavailable();
export const createSiweMessage = (..._args: unknown[]): never => unavailable();
