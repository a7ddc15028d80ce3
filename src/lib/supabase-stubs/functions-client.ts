/**
 * Stand-in for functions-js's `FunctionsClient` in the app build (see `supabaseStubs` in
 * vite.config.ts). Calcetto has no Edge Functions; `supabase.functions.invoke()` fails clearly.
 * The error classes of functions-js stay the real ones.
 */

export const FUNCTIONS_DISABLED_MESSAGE =
  'Edge Functions are not used by Calcetto; see src/lib/supabase-stubs/functions-client.ts.';

export class FunctionsClient {
  constructor(_url: string, _options?: unknown) {}
  setAuth(_token: string): void {}
  invoke(_functionName: string, _options?: unknown): Promise<never> {
    return Promise.reject(new Error(FUNCTIONS_DISABLED_MESSAGE));
  }
}
