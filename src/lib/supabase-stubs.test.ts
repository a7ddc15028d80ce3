import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as SupabaseJs from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_ADMIN_DISABLED_MESSAGE } from '@/lib/supabase-stubs/auth-admin-api';
import { FUNCTIONS_DISABLED_MESSAGE } from '@/lib/supabase-stubs/functions-client';
import { REALTIME_DISABLED_MESSAGE } from '@/lib/supabase-stubs/realtime-js';
import { testSession } from '@/test/auth';
import { TEST_SUPABASE_ANON_KEY, TEST_SUPABASE_URL } from '@/test/constants';
import { auth, rest, server } from '@/test/server';

/*
 * The app build replaces parts of supabase-js with the stand-ins of src/lib/supabase-stubs
 * (vite.config.ts). Vitest does not read that file, and supabase-js is loaded by Node here, where
 * no such replacement applies; so this test bundles supabase-js with the app's own Vite
 * configuration, as production does, and exercises the result.
 */
interface Bundle {
  createClient: typeof SupabaseJs.createClient;
  RealtimeClient: new (...args: unknown[]) => unknown;
}
let bundle: Bundle;
let bundledCode = '';
let outDir: string;

beforeAll(async () => {
  const { build } = await import('vite');
  const root = join(import.meta.dirname, '..', '..');
  const entry = 'virtual:supabase-bundle';
  const output = await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    plugins: [
      {
        name: 'supabase-bundle-entry',
        enforce: 'pre',
        // Vite turns a lib entry into a path under the root.
        resolveId: (id) => (id.endsWith(entry) ? `\0${entry}` : null),
        load: (id) =>
          id === `\0${entry}`
            ? "export { createClient } from '@supabase/supabase-js';\n" +
              "export { RealtimeClient } from '@supabase/realtime-js';\n"
            : null,
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'supabase-bundle' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!('output' in result)) throw new Error('unexpected build result');
  // Inside the project, where Vitest's module runner may load it (node_modules is git-ignored).
  await mkdir(join(root, 'node_modules', '.cache'), { recursive: true });
  outDir = await mkdtemp(join(root, 'node_modules', '.cache', 'supabase-stubs-'));
  const file = join(outDir, 'supabase-bundle.mjs');
  bundledCode = result.output[0].code;
  await writeFile(file, bundledCode);
  bundle = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Bundle;
}, 60_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const storage = (path: string) => `${TEST_SUPABASE_URL}/storage/v1/${path}`;

let clients = 0;
function stubbedClient() {
  return bundle.createClient(TEST_SUPABASE_URL, TEST_SUPABASE_ANON_KEY, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // One key per client, so GoTrue does not warn about several clients sharing one.
      storageKey: `supabase-stubs-test-${++clients}`,
    },
  });
}

describe('supabase-js with the stand-ins', () => {
  it('bundles the stand-ins instead of realtime, the admin API, WebAuthn, web3 and functions', () => {
    expect(bundledCode).toContain(REALTIME_DISABLED_MESSAGE);
    expect(bundledCode).not.toContain('phx_join'); // realtime's Phoenix socket
    expect(bundledCode).not.toContain('/admin/users'); // GoTrueAdminApi
    expect(bundledCode).not.toContain('function identifyRegistrationError'); // WebAuthn
    expect(bundledCode).not.toContain('sign in with your Ethereum account'); // SIWE
    expect(bundledCode).not.toContain('x-region'); // FunctionsClient
    const client = stubbedClient();
    expect(client.realtime).toBeInstanceOf(bundle.RealtimeClient);
    expect(client.getChannels()).toEqual([]);
  });

  it('still queries PostgREST', async () => {
    server.use(http.get(rest('teams'), () => HttpResponse.json([{ id: 1, name: 'Aquile' }])));
    const { data, error } = await stubbedClient().from('teams').select('id, name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, name: 'Aquile' }]);
  });

  it('signs in and out, forwarding the token to the stub, and authorises requests with it', async () => {
    const session = testSession();
    let authorization: string | null = null;
    server.use(
      http.post(auth('token'), () => HttpResponse.json(session)),
      http.post(auth('logout'), () => new HttpResponse(null, { status: 204 })),
      http.get(rest('profiles'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    const client = stubbedClient();
    const setAuth = vi.spyOn(client.realtime, 'setAuth');

    const signIn = await client.auth.signInWithPassword({ email: 'a@b.it', password: 'secret-1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBe(session.access_token);
    await vi.waitFor(() => expect(setAuth).toHaveBeenCalledWith(session.access_token));

    await client.from('profiles').select();
    expect(authorization).toBe(`Bearer ${session.access_token}`);

    expect((await client.auth.signOut()).error).toBeNull();
    await vi.waitFor(() => expect(setAuth).toHaveBeenLastCalledWith());
  });

  it('still reaches storage', async () => {
    server.use(
      http.post(storage('object/list/logos'), () =>
        HttpResponse.json([{ name: 'logo.png', id: '1', metadata: {} }]),
      ),
    );
    const client = stubbedClient();
    const { data, error } = await client.storage.from('logos').list();
    expect(error).toBeNull();
    expect(data?.map((f) => f.name)).toEqual(['logo.png']);
    expect(client.storage.from('logos').getPublicUrl('logo.png').data.publicUrl).toBe(
      `${TEST_SUPABASE_URL}/storage/v1/object/public/logos/logo.png`,
    );
  });

  it('treats a session the server no longer knows as signed out, as auth-js does', async () => {
    server.use(
      http.post(auth('token'), () => HttpResponse.json(testSession())),
      http.post(auth('logout'), () =>
        HttpResponse.json(
          { code: 403, error_code: 'session_not_found', msg: 'Session not found' },
          { status: 403 },
        ),
      ),
    );
    const client = stubbedClient();
    await client.auth.signInWithPassword({ email: 'a@b.it', password: 'secret-1' });
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('still reads the assurance level for the TOTP step', async () => {
    server.use(http.post(auth('token'), () => HttpResponse.json(testSession({ aal: 'aal1' }))));
    const client = stubbedClient();
    await client.auth.signInWithPassword({ email: 'a@b.it', password: 'secret-1' });
    const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(error).toBeNull();
    expect(data?.currentLevel).toBe('aal1');
  });

  it('fails clearly where a replaced part is called', async () => {
    const client = stubbedClient();
    expect(() => client.channel('scores')).toThrow(REALTIME_DISABLED_MESSAGE);
    await expect(client.removeAllChannels()).resolves.toEqual([]);
    await expect(client.auth.admin.listUsers()).rejects.toThrow(AUTH_ADMIN_DISABLED_MESSAGE);
    await expect(client.auth.admin.mfa.deleteFactor({ id: 'f', userId: 'u' })).rejects.toThrow(
      AUTH_ADMIN_DISABLED_MESSAGE,
    );
    const passkey = await client.auth.signInWithPasskey();
    expect(passkey.error?.message).toBe('Browser does not support WebAuthn');
    await expect(client.functions.invoke('hello')).rejects.toThrow(FUNCTIONS_DISABLED_MESSAGE);
  });
});
