import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../supabase/local/stack';
import type { StackEnv } from '../helpers/stack-env';

/**
 * Every test signs up and in from 127.0.0.1, hundreds of times a run: the run's project raises
 * its limits, as one would for a CI project on hosted Supabase. The limits themselves are proved
 * by tests/backend/auth-limits.test.ts on an Auth service of its own.
 */
const TEST_AUTH_RATE_LIMITS = {
  tokenRefresh: 1_000_000,
  otp: 1_000_000,
  verify: 1_000_000,
  mfaChallengeAndVerify: 1_000_000,
};

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
    authRateLimits: TEST_AUTH_RATE_LIMITS,
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
