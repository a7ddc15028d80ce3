import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';

export const PLATFORM_SQL_DIR = join(import.meta.dirname, 'sql');
export const SUPABASE_DIR = join(import.meta.dirname, '..');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
/** The demo league, for local development only (also `sql_paths` in config.toml). */
export const SEED_FILE = join(SUPABASE_DIR, 'seed', 'demo.sql');

async function sqlFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

async function runFile(client: pg.ClientBase, path: string, label: string) {
  const sql = await readFile(path, 'utf8');
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    const err = error as { message?: string; position?: string };
    const line = err.position ? sql.slice(0, Number(err.position)).split('\n').length : undefined;
    throw new Error(
      `${label} failed${line ? ` at line ${line}` : ''}: ${err.message ?? String(error)}`,
    );
  }
}

/**
 * The platform shim (what a hosted project has before our migrations) is idempotent and runs on
 * every start, so an existing local database picks up changes to it.
 */
export async function applyPlatform(client: pg.ClientBase) {
  for (const file of await sqlFiles(PLATFORM_SQL_DIR)) {
    await runFile(client, join(PLATFORM_SQL_DIR, file), `platform ${file}`);
  }
}

/** Applies pending migrations in name order, tracked like the Supabase CLI tracks them. */
export async function applyMigrations(
  client: pg.ClientBase,
  log: (m: string) => void,
): Promise<number> {
  await client.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text, statements text[]
    );`);
  const applied = new Set(
    (
      await client.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  let count = 0;
  for (const file of await sqlFiles(MIGRATIONS_DIR)) {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`migration file name must be <timestamp>_<name>.sql: ${file}`);
    const [, version, name] = match;
    if (applied.has(version)) continue;
    await runFile(client, join(MIGRATIONS_DIR, file), `migration ${file}`);
    await client.query(
      'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
      [version, name],
    );
    log(`applied migration ${file}`);
    count++;
  }
  return count;
}

/**
 * Loads the demo data. A broken seed leaves the schema in place and is reported, not fatal: the
 * backend still serves an empty league, and the seed's own test names the failure.
 */
export async function applySeed(client: pg.ClientBase, log: (m: string) => void): Promise<boolean> {
  if (!existsSync(SEED_FILE)) return false;
  try {
    await runFile(client, SEED_FILE, 'seed/demo.sql');
    log('loaded seed/demo.sql');
    return true;
  } catch (error) {
    log(
      `WARNING: ${error instanceof Error ? error.message : String(error)}; the database has no demo data`,
    );
    return false;
  }
}

/**
 * Returns the database to the state of a fresh hosted project: everything our migrations, the
 * seed and the services created is dropped; cluster-wide roles stay.
 */
export async function resetDatabase(client: pg.ClientBase) {
  const { rows } = await client.query<{ nspname: string }>(`
    select nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'`);
  for (const { nspname } of rows) {
    await client.query(`drop schema if exists "${nspname}" cascade`);
  }
  await client.query(
    'create schema public; grant all on schema public to postgres; grant usage on schema public to public',
  );
}

/** Tells PostgREST to reload its schema cache after DDL, as `supabase db reset` does. */
export async function notifySchemaChange(client: pg.ClientBase) {
  await client.query(`notify pgrst, 'reload schema'`);
}

/**
 * Brings a database up to date: on a fresh build everything (and the stored files in the data
 * folder) is dropped first and the seed loaded after; otherwise only pending migrations run.
 * True when the demo seed was loaded (its files are then uploaded by seedBuckets()).
 */
export async function buildDatabase(
  client: pg.ClientBase,
  {
    dataDir,
    fresh,
    seed,
    log,
  }: { dataDir: string; fresh: boolean; seed: boolean; log: (m: string) => void },
): Promise<boolean> {
  if (fresh) {
    await rm(join(dataDir, 'storage'), { recursive: true, force: true });
    await resetDatabase(client);
  }
  await applyPlatform(client);
  await applyMigrations(client, log);
  return fresh && seed && (await applySeed(client, log));
}
