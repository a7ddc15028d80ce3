import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import type { Caller } from './caller';
import { errors } from './errors';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  /** bigint, which pg returns as a string. */
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** What Supabase stores in `storage.objects.metadata`, and the object routes read back. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at';

/**
 * Runs `work` in one transaction as the caller's database role with the caller's claims, as
 * PostgREST and Supabase Storage do, so the project's RLS policies on storage decide. `work`
 * may do file-system steps before returning: a failure there rolls the rows back. With
 * `dryRun` the transaction is rolled back anyway: a permission test, as Supabase makes one
 * before accepting an upload's bytes.
 */
export async function asCaller<T>(
  pool: pg.Pool,
  caller: Caller,
  req: IncomingMessage,
  work: (client: pg.PoolClient) => Promise<T>,
  { dryRun = false } = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.headers', $4, true),
              set_config('request.method', $5, true)`,
      [
        caller.role,
        JSON.stringify(caller.claims),
        caller.sub ?? '',
        JSON.stringify(req.headers),
        req.method ?? '',
      ],
    );
    const result = await work(client);
    await client.query(dryRun ? 'rollback' : 'commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Drops back to the connection's superuser for the rest of the transaction: for reading what
 * the caller just wrote without requiring a select policy they were never asked for.
 */
export async function leaveCallerRole(client: pg.PoolClient) {
  await client.query('set local role none');
}

/** Bucket settings are read as the service itself, as Supabase Storage reads them. */
export async function findBucket(pool: pg.Pool, id: string): Promise<BucketRow> {
  const { rows } = await pool.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  );
  if (!rows[0]) throw errors.noSuchBucket();
  return rows[0];
}
