import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitFor } from '../../supabase/local/process-utils';
import type { StackEnv } from '../helpers/stack-env';

const root = join(import.meta.dirname, '..', '..');
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [viteBin, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Builds the app against this run's stack (its URL and key are baked in at build time, as in
 * production) into a folder of its own, and serves it with `vite preview`, which sends the
 * headers a production host sends (build/hosting-plugin.ts), Content-Security-Policy included.
 */
export default async function setup(project: TestProject) {
  const stack = JSON.parse(process.env.CALCETTO_TEST_STACK ?? 'null') as StackEnv | null;
  if (!stack) throw new Error('the stack global setup must run first');
  const outDir = join(stack.dataDir, 'dist');
  const env = {
    // Vitest sets NODE_ENV=test, and Vite builds with whatever NODE_ENV says: without this the
    // journeys would run React's development build, slower than and unlike what visitors get.
    NODE_ENV: 'production',
    VITE_SUPABASE_URL: stack.url,
    VITE_SUPABASE_ANON_KEY: stack.anonKey,
    // A service worker answering from its cache would make a test's page depend on earlier
    // tests' visits; tests/e2e/offline.test.ts builds with it on and tests it on purpose.
    VITE_SERVICE_WORKER: 'off',
  };

  const build = run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env);
  let buildOutput = '';
  build.stdout?.on('data', (d: Buffer) => (buildOutput += d.toString()));
  build.stderr?.on('data', (d: Buffer) => (buildOutput += d.toString()));
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed:\n${buildOutput}`);

  const port = await freePort();
  const preview = run(
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    env,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(url).catch(() => null))?.ok === true,
    30_000,
    'vite preview',
  );
  project.provide('previewUrl', url);
  project.provide('previewDir', outDir);
  return async () => {
    preview.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    previewUrl: string;
    /** The build `vite preview` serves, with the hosting files it wrote (`_headers`). */
    previewDir: string;
  }
}
