import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';

// `npm run backend` as a user runs it: a separate process, stopped by signals, restarted on the
// same data folder. Ports are chosen free by passing 0.
const root = join(import.meta.dirname, '..', '..');
let dataDir: string;
const children: ChildProcess[] = [];

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startBackend(): Promise<{
  child: ChildProcess;
  apiUrl: string;
  dbUrl: string;
  ms: number;
  output: () => string;
}> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'supabase/local/cli.ts'), 'start'],
    {
      cwd: root,
      env: {
        ...process.env,
        CALCETTO_API_PORT: '0',
        CALCETTO_DB_PORT: '0',
        CALCETTO_DATA_DIR: dataDir,
        CALCETTO_ENV_FILE: join(dataDir, 'env.local'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend not ready:\n${output}`)), 60_000);
    const check = () => {
      if (/is ready/.test(output) && /Database\s+\S+/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', () => reject(new Error(`backend exited:\n${output}`)));
  });
  const apiUrl = /API URL\s+(\S+)/.exec(output)![1];
  const dbUrl = /Database\s+(\S+)/.exec(output)![1];
  return { child, apiUrl, dbUrl, ms: Date.now() - started, output: () => output };
}

async function childPids(): Promise<number[]> {
  const pgPid = Number(
    (await readFile(join(dataDir, 'pg', 'data', 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  const restPid = Number(await readFile(join(dataDir, 'postgrest.pid'), 'utf8'));
  return [pgPid, restPid];
}

async function waitUntil(check: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !check()) await new Promise((r) => setTimeout(r, 100));
  return check();
}

describe('npm run backend', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'calcetto-lifecycle-'));
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, stops on SIGTERM without orphans, and reuses its data on the next start', async () => {
    const first = await startBackend();
    const pids = await childPids();
    expect(pids.every(isAlive)).toBe(true);
    const db = new pg.Client({ connectionString: first.dbUrl });
    await db.connect();
    await db.query('create table public.lifecycle_probe (note text)');
    await db.query('insert into public.lifecycle_probe values ($1)', ['kept']);
    await db.end();

    first.child.kill('SIGTERM');
    expect(await waitUntil(() => first.child.exitCode !== null)).toBe(true);
    expect(await waitUntil(() => pids.every((pid) => !isAlive(pid)))).toBe(true);

    const second = await startBackend();
    expect(second.output()).not.toMatch(/creating a new database cluster/);
    const again = new pg.Client({ connectionString: second.dbUrl });
    await again.connect();
    const { rows } = await again.query('select note from public.lifecycle_probe');
    await again.end();
    expect(rows).toEqual([{ note: 'kept' }]);
    second.child.kill('SIGINT');
    expect(await waitUntil(() => second.child.exitCode !== null)).toBe(true);
  });

  it('cleans up after a killed stack instead of failing on its lock', async () => {
    const killed = await startBackend();
    const orphans = await childPids();
    killed.child.kill('SIGKILL');
    await waitUntil(() => killed.child.exitCode !== null || killed.child.signalCode !== null);
    expect(orphans.every(isAlive)).toBe(true);

    const next = await startBackend();
    expect(next.output()).toMatch(/left over from an earlier run/);
    expect(orphans.every((pid) => !isAlive(pid))).toBe(true);
    const res = await fetch(`${next.apiUrl}/rest/v1/`, { headers: { apikey: 'x' } });
    expect(res.status).toBe(401);
    next.child.kill('SIGTERM');
    expect(await waitUntil(() => next.child.exitCode !== null)).toBe(true);
  });

  it('refuses a second stack on a data folder in use', async () => {
    const running = await startBackend();
    await expect(startBackend()).rejects.toThrow(/already running/);
    running.child.kill('SIGTERM');
    expect(await waitUntil(() => running.child.exitCode !== null)).toBe(true);
  });
});
