import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../supabase/local/stack';
import type { StackEnv } from '../helpers/stack-env';

/**
 * One local stack per test run, on free ports with a throw-away data folder, migrated and
 * seeded exactly as `npm run dev` does it.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'calcetto-test-'));
  const logs: string[] = [];
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    dataDir,
    ephemeral: true,
    log: (m) => logs.push(m),
  }).catch((error: unknown) => {
    console.error(logs.join('\n'));
    throw error;
  });
  const env: StackEnv = {
    url: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl,
    dataDir,
  };
  project.provide('stack', env);
  process.env.CALCETTO_TEST_STACK = JSON.stringify(env);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
