import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type http from 'node:http';
import pg from 'pg';
import { createAuthService } from './auth/index';
import type { AuthRateLimits } from './auth/rate-limits';
import { createStorageService } from './storage/index';
import { startGateway } from './gateway';
import { loadSigningKeys } from './keys';
import { buildDatabase } from './migrate';
import { startPostgres } from './postgres';
import { startPostgrest } from './postgrest';
import { freePort, isAlive } from './process-utils';
import { seedBuckets } from './seed-buckets';
import type { StackConfig } from './types';

export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DB_PORT = 54322;
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '..', '.local');

export interface StackOptions {
  /** Gateway port; 0 picks a free one. */
  apiPort?: number;
  /** Postgres port; 0 picks a free one. */
  dbPort?: number;
  dataDir?: string;
  siteUrl?: string;
  /** Auth's request limits (hosted Supabase's by default); the tests raise them. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Drop everything and rebuild from migrations and seed before serving. */
  reset?: boolean;
  /** Load the demo seed (supabase/seed/) into a new database (default true). */
  seed?: boolean;
  /** Throw-away cluster: faster, not crash-safe. */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

export interface Stack {
  apiUrl: string;
  dbUrl: string;
  /** PostgREST itself, behind the gateway; for measuring the gateway's overhead. */
  postgrestUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  /** Milliseconds from call to ready. */
  startupMs: number;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const started = performance.now();
  const log = options.log ?? ((m: string) => console.log(`[stack] ${m}`));
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const apiPort = options.apiPort === 0 ? await freePort() : (options.apiPort ?? DEFAULT_API_PORT);
  const dbPort = options.dbPort === 0 ? await freePort() : (options.dbPort ?? DEFAULT_DB_PORT);
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  await claimDataDir(dataDir);
  const keys = await loadSigningKeys(dataDir);
  const postgres = await startPostgres({
    dataDir,
    port: dbPort,
    ephemeral: options.ephemeral ?? false,
    log,
  });
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(join(dataDir, STATE_FILE), { force: true }),
    () => postgres.stop(),
  ];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((e: unknown) => log(`stop: ${String(e)}`));
    cleanups.length = 0;
  };

  try {
    const pool = new pg.Pool({ connectionString: postgres.url, max: 10 });
    pool.on('error', (error) => log(`database pool: ${error.message}`));
    cleanups.push(() => pool.end());

    const client = await pool.connect();
    let seeded: boolean;
    try {
      seeded = await buildDatabase(client, {
        dataDir,
        fresh: postgres.created || options.reset === true,
        seed: options.seed ?? true,
        log,
      });
    } finally {
      client.release();
    }

    const postgrest = await startPostgrest({
      dataDir,
      dbPort,
      port: await freePort(),
      adminPort: await freePort(),
      jwksPath: keys.jwksPath,
      log,
    });
    cleanups.push(() => postgrest.stop());

    const config: StackConfig = {
      apiUrl,
      siteUrl: options.siteUrl ?? 'http://localhost:5173',
      dataDir,
      jwtExpiry: 3600,
      authRateLimits: options.authRateLimits,
    };
    const context = { pool, keys, config, log };
    const gateway: http.Server = await startGateway({
      port: apiPort,
      postgrestPort: postgrest.port,
      apiKeys: [keys.anonKey, keys.serviceRoleKey],
      auth: createAuthService(context),
      storage: createStorageService(context),
      log,
    });
    cleanups.push(
      () =>
        new Promise<void>((done) => {
          gateway.closeAllConnections();
          gateway.close(() => done());
        }),
    );
    if (seeded) await seedBuckets(apiUrl, keys.serviceRoleKey, log);

    const state: StackState = { pid: process.pid, apiUrl, dbUrl: postgres.url };
    await writeFile(join(dataDir, STATE_FILE), JSON.stringify(state));
    return {
      apiUrl,
      dbUrl: postgres.url,
      postgrestUrl: `http://127.0.0.1:${postgrest.port}`,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      dataDir,
      startupMs: Math.round(performance.now() - started),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

const STATE_FILE = 'stack.json';

export interface StackState {
  pid: number;
  apiUrl: string;
  dbUrl: string;
}

/** The state of a stack that is running now on this data folder, if any. */
export async function runningStack(dataDir: string): Promise<StackState | null> {
  const text = await readFile(join(dataDir, STATE_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  const state = JSON.parse(text) as StackState;
  return state.pid !== process.pid && isAlive(state.pid) ? state : null;
}

/**
 * A data folder serves one stack at a time; without this check a second start would take the
 * first stack's Postgres for an orphan and stop it.
 */
async function claimDataDir(dataDir: string) {
  const live = await runningStack(dataDir);
  if (live) {
    throw new Error(
      `A local stack is already running on ${dataDir} (pid ${live.pid}, ${live.apiUrl}). Stop it first, or set CALCETTO_DATA_DIR to use another folder.`,
    );
  }
}

/** Writes the browser's configuration on first run so `npm run dev` needs no manual step. */
export async function writeEnvLocal(path: string, stack: Stack) {
  await writeFile(
    path,
    [
      '# Written by the local stack (supabase/local). Safe to delete: it is rewritten on start.',
      `VITE_SUPABASE_URL=${stack.apiUrl}`,
      `VITE_SUPABASE_ANON_KEY=${stack.anonKey}`,
      `SUPABASE_SERVICE_ROLE_KEY=${stack.serviceRoleKey}`,
      `SUPABASE_DB_URL=${stack.dbUrl}`,
      '',
    ].join('\n'),
  );
}
