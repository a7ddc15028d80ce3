import type pg from 'pg';
import type { SigningKeys } from '../types';
import type { BucketRow } from './db';
import type { ObjectFiles } from './files';

/** What every route handler works with. */
export interface Storage {
  /** Superuser pool; handlers switch to the caller's role where RLS must decide. */
  pool: pg.Pool;
  keys: SigningKeys;
  files: ObjectFiles;
  log: (message: string) => void;
}

/** The largest upload accepted anywhere, as the Supabase CLI's default `file_size_limit` (50MiB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export function uploadLimitOf(bucket: BucketRow): number {
  const own = bucket.file_size_limit === null ? 0 : Number(bucket.file_size_limit);
  return own > 0 ? Math.min(own, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT;
}
