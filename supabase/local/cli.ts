import pg from 'pg';
import { ENV_LOCAL, stackOptionsFromEnv } from './env';
import { loadSigningKeys } from './keys';
import { buildDatabase, notifySchemaChange } from './migrate';
import { seedBuckets } from './seed-buckets';
import { runningStack, startStack, writeEnvLocal } from './stack';
import { writeDatabaseTypes } from './typegen';
import { log, printBanner, stopOnSignals } from './terminal';

async function start() {
  const stack = await startStack({ ...stackOptionsFromEnv(), log });
  await writeEnvLocal(ENV_LOCAL, stack);
  printBanner(stack);
  stopOnSignals(() => stack.stop());
}

/** Resets the running stack in place, or starts one just for the reset. */
async function reset() {
  const options = stackOptionsFromEnv();
  const dataDir = options.dataDir as string;
  const live = await runningStack(dataDir);
  if (!live) {
    const stack = await startStack({ ...options, reset: true, log });
    await stack.stop();
    log('database rebuilt from migrations and seed');
    return;
  }
  const client = new pg.Client({ connectionString: live.dbUrl });
  await client.connect();
  try {
    const seeded = await buildDatabase(client, { dataDir, fresh: true, seed: true, log });
    await notifySchemaChange(client);
    if (seeded)
      await seedBuckets(live.apiUrl, (await loadSigningKeys(dataDir)).serviceRoleKey, log);
    log(`running stack (pid ${live.pid}) rebuilt from migrations and seed`);
  } finally {
    await client.end();
  }
}

const command = process.argv[2];
const commands: Record<string, () => Promise<void>> = { start, reset, types: writeDatabaseTypes };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('usage: tsx supabase/local/cli.ts start|reset|types');
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
