/**
 * Stand-in for `@supabase/realtime-js` in the app build (see `supabaseStubs` in vite.config.ts).
 *
 * Calcetto never subscribes to realtime channels, yet `SupabaseClient` always constructs a
 * `RealtimeClient` and forwards every auth token to it; the real package and its Phoenix socket
 * are ~95 KB (16 KB gzip) of the first page's JavaScript. This class implements exactly what
 * supabase-js 2.119 calls on it (constructor, `setAuth`, `channel`, `getChannels`,
 * `removeChannel`, `removeAllChannels`) and nothing else. Unit tests and node scripts resolve
 * the real package. Remove the alias if a feature ever needs realtime.
 */

export const REALTIME_DISABLED_MESSAGE =
  'Realtime is not enabled in Calcetto: @supabase/realtime-js is replaced by src/lib/supabase-stubs/realtime-js.ts (see vite.config.ts).';

export class RealtimeClient {
  readonly endPoint: string;
  accessTokenValue: string | null = null;

  constructor(endPoint: string, _options?: unknown) {
    this.endPoint = endPoint;
  }

  /** supabase-js calls this on every sign-in, token refresh and sign-out. */
  setAuth(token: string | null = null): Promise<void> {
    this.accessTokenValue = token;
    return Promise.resolve();
  }

  channel(_topic: string, _params?: unknown): never {
    throw new Error(REALTIME_DISABLED_MESSAGE);
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(_channel: unknown): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }

  connect(): void {}

  disconnect(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  isConnected(): boolean {
    return false;
  }
}
