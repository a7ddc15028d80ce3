import { join } from 'node:path';
import pg from 'pg';
import { seedObjectKeys, uploadSeedFile } from '../../supabase/local/seed-buckets';

const root = join(import.meta.dirname, '..', '..');

/** A public bucket that takes every kind of picture the demo league shows. */
const BUCKET = 'team-media';

/** Where the demo seed's pictures are: the app's public folder, served with the build. */
const DEMO_PREFIX = '/demo/';

/**
 * The demo league's pictures moved to the project's Storage, as a league's own are: uploaded
 * through the Storage API and every address to them written again as the public address a
 * browser reaches through `publicApi` (the bench's TLS proxy). The demo seed names them under
 * the site (`/demo/…`), and a hosted league's are on the project's origin: another origin than
 * the site's, whose connection a visitor's browser opens for the first picture, and for
 * pictures (asked for without CORS) apart from the one it opened for the API's CORS requests.
 */
export async function picturesFromStorage(
  stack: { apiUrl: string; dbUrl: string; serviceRoleKey: string },
  publicApi: string,
): Promise<number> {
  const folder = join(root, 'public', DEMO_PREFIX);
  const keys = await seedObjectKeys(folder);
  for (const key of keys) {
    const response = await uploadSeedFile(
      stack.apiUrl,
      stack.serviceRoleKey,
      BUCKET,
      `demo/${key}`,
      join(folder, key),
    );
    if (!response.ok)
      throw new Error(
        `bench: uploading ${key} to Storage: ${response.status} ${await response.text()}`,
      );
  }
  const stored = `${publicApi}/storage/v1/object/public/${BUCKET}/demo/`;
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    // Every text and JSON value of the public schema that names a demo picture.
    await client.query(
      `do $$
      declare col record;
      begin
        for col in
          select c.table_name, c.column_name, c.data_type
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
            and c.data_type in ('text', 'jsonb') and c.is_generated = 'NEVER'
        loop
          if col.data_type = 'text' then
            execute format('update public.%I set %I = replace(%I, %L, %L) where %I like %L',
              col.table_name, col.column_name, col.column_name, '${DEMO_PREFIX}', '${stored}',
              col.column_name, '${DEMO_PREFIX}%');
          else
            execute format(
              'update public.%I set %I = replace(%I::text, %L, %L)::jsonb where %I::text like %L',
              col.table_name, col.column_name, col.column_name, '"${DEMO_PREFIX}', '"${stored}',
              col.column_name, '%"${DEMO_PREFIX}%');
          end if;
        end loop;
      end $$`,
    );
  } finally {
    await client.end();
  }
  return keys.length;
}

/**
 * The bench's pictures where a hosted league keeps them (`picturesFromStorage`), unless
 * `BENCH_PICTURES=site` keeps them under the site as the demo seed has them (the bench before
 * 2026-12-07's fourth machine).
 */
export async function picturesWhereALeagueKeepsThem(
  stack: { apiUrl: string; dbUrl: string; serviceRoleKey: string },
  publicApi: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  if (process.env.BENCH_PICTURES === 'site') {
    log('· pictures: under the site (BENCH_PICTURES=site)');
    return;
  }
  const count = await picturesFromStorage(stack, publicApi);
  log(`· pictures: ${count} files in the project's Storage, named by ${publicApi}`);
}
