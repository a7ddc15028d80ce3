import { createServer } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  let delay = 20;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 200);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * A process left running by a stack that was killed without a chance to clean up (SIGKILL, a
 * closed terminal) would hold its port and, for Postgres, the data folder. Its pid is kept in a
 * file so the next start can stop it first.
 */
export async function stopOrphan(
  pidFile: string,
  signal: NodeJS.Signals,
  log: (m: string) => void,
) {
  const pid = Number.parseInt(
    (await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '',
    10,
  );
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`stopping process ${pid} left over from an earlier run (${pidFile})`);
    process.kill(pid, signal);
    await waitFor(() => !isAlive(pid), 15_000, `process ${pid} to stop`).catch(() => {
      process.kill(pid, 'SIGKILL');
    });
  }
  await rm(pidFile, { force: true });
}

export async function writePidFile(pidFile: string, pid: number | undefined) {
  if (pid) await writeFile(pidFile, `${pid}\n`);
}
