import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { applyMigrations, applyPlatform } from '../../supabase/local/migrate';
import { generateDatabaseTypes, TYPES_FILE } from '../../supabase/local/typegen';
import { sql, stackEnv } from '../helpers/stack';

describe('src/types/database.ts', () => {
  it('is what `npm run db:types` generates from the migrations', async () => {
    // A database of its own, so tables that other tests create do not leak into the comparison.
    const name = `types_check_${process.pid}`;
    await sql(`drop database if exists ${name}`);
    await sql(`create database ${name}`);
    const url = stackEnv().dbUrl.replace(/\/postgres$/, `/${name}`);
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await applyPlatform(client);
        await applyMigrations(client, () => {});
      } finally {
        await client.end();
      }
      const expected = await generateDatabaseTypes(url);
      const actual = await readFile(TYPES_FILE, 'utf8');
      expect(actual, 'run `npm run db:types` and commit the result').toBe(expected);
    } finally {
      await sql(`drop database if exists ${name} with (force)`);
    }
  });
});
