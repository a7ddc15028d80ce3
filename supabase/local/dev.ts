import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_LOCAL, PROJECT_ROOT, stackOptionsFromEnv } from './env';
import { startStack, writeEnvLocal } from './stack';
import { log, printBanner, stopOnSignals } from './terminal';

/**
 * `npm run dev`: the local stack and Vite in one process tree. Ctrl-C stops both. When
 * VITE_SUPABASE_URL points at a hosted project (in the environment or .env.local), only Vite runs.
 */
function configuredRemoteUrl(): string | null {
  const fromFile = existsSync(ENV_LOCAL)
    ? /^VITE_SUPABASE_URL=(.*)$/m.exec(readFileSync(ENV_LOCAL, 'utf8'))?.[1]?.trim()
    : undefined;
  const url = process.env.VITE_SUPABASE_URL || fromFile;
  if (!url) return null;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' ? null : url;
}

async function main() {
  const remote = configuredRemoteUrl();
  let stopStackOnce: () => Promise<void> = async () => {};
  if (remote) {
    log(`VITE_SUPABASE_URL is ${remote}: using that backend, not starting the local one`);
  } else {
    const stack = await startStack({ ...stackOptionsFromEnv(), log });
    await writeEnvLocal(ENV_LOCAL, stack);
    printBanner(stack);
    stopStackOnce = () => stack.stop();
  }

  // Vite exiting and a signal can both ask for the stop; the stack must stop only once.
  let stopping: Promise<void> | null = null;
  const stopStack = () => (stopping ??= stopStackOnce());

  const vite = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), ...process.argv.slice(2)],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    },
  );
  const stopAll = async () => {
    if (vite.exitCode === null) {
      vite.kill('SIGTERM');
      await new Promise((r) => vite.once('exit', r));
    }
    await stopStack();
  };
  stopOnSignals(stopAll);
  vite.on('exit', (code) => {
    log(`vite exited (${code ?? 'signal'}); stopping the backend`);
    stopStack().finally(() => process.exit(code ?? 0));
  });
}

main().catch((error: unknown) => {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
