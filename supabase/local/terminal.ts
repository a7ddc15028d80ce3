import type { Stack } from './stack';

export const log = (m: string) => console.log(`[stack] ${m}`);

export function printBanner(stack: Stack) {
  console.log(`
  Calcetto local backend is ready (${stack.startupMs} ms)

  API URL        ${stack.apiUrl}
  REST           ${stack.apiUrl}/rest/v1
  Auth           ${stack.apiUrl}/auth/v1
  Storage        ${stack.apiUrl}/storage/v1
  Database       ${stack.dbUrl}
  Data folder    ${stack.dataDir}
  anon key       ${stack.anonKey}
  service key    ${stack.serviceRoleKey}

  Demo accounts (password: calcetto-demo): admin@calcetto.local, editor@calcetto.local,
  captain@calcetto.local, player@calcetto.local
`);
}

/** Stops the stack once on SIGINT/SIGTERM, then exits. */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    stop()
      .catch((e: unknown) => console.error(e))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
}
