import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstView } from './build/first-view.ts';
import { hostingConfig } from './build/hosting-plugin.ts';
import { lastView } from './build/last-view.ts';
import { leagueDates } from './build/league-dates.ts';
import { pwa } from './build/pwa.ts';
import { routePreload } from './build/route-preload.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * Parts of supabase-js that a browser app signed in with the anon key never runs, replaced by
 * small stand-ins so they stay out of the first page's JavaScript (docs/decisions-frontend.md,
 * "First page JavaScript"): realtime (no channels are used), the auth admin API (it needs the
 * service-role key), WebAuthn/passkeys and Sign-In with Ethereum (the app uses password + TOTP),
 * Edge Functions (none exist). Each stand-in fails with a clear message if ever called.
 * Applies to the production build (the dev server's dependency pre-bundling keeps the real
 * packages). Vitest does not read this file, so tests run the real packages, except
 * src/lib/supabase-stubs.test.ts, which bundles supabase-js through this configuration.
 */
const SUPABASE_STUBS: { importer: RegExp | null; id: string; stub: string }[] = [
  { importer: null, id: '@supabase/realtime-js', stub: 'realtime-js.ts' },
  {
    importer: /@supabase\/auth-js\/dist\/module\/[^/]+$/,
    id: './GoTrueAdminApi',
    stub: 'auth-admin-api.ts',
  },
  {
    importer: /@supabase\/auth-js\/dist\/module\/[^/]+$/,
    id: './lib/webauthn',
    stub: 'auth-webauthn.ts',
  },
  {
    importer: /@supabase\/auth-js\/dist\/module\/[^/]+$/,
    id: './lib/web3/ethereum',
    stub: 'auth-web3-ethereum.ts',
  },
  {
    importer: /@supabase\/functions-js\/dist\/module\/[^/]+$/,
    id: './FunctionsClient',
    stub: 'functions-client.ts',
  },
];

function supabaseStubs(): Plugin {
  return {
    name: 'calcetto:supabase-stubs',
    enforce: 'pre',
    resolveId(id, importer) {
      const match = SUPABASE_STUBS.find(
        (s) =>
          (s.id === id || `${s.id}.js` === id) &&
          (s.importer === null ||
            (importer !== undefined && s.importer.test(importer.replaceAll('\\', '/')))),
      );
      return match ? src(`lib/supabase-stubs/${match.stub}`) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    supabaseStubs(),
    leagueDates(),
    react(),
    routePreload(),
    lastView(),
    firstView(),
    hostingConfig(),
    ...pwa(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
