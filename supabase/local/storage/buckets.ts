import type { IncomingMessage, ServerResponse } from 'node:http';
import pg from 'pg';
import { authenticate, ownerColumns } from './caller';
import { asCaller, BUCKET_COLUMNS, findBucket, type BucketRow } from './db';
import { errors, StorageError } from './errors';
import { readJson, sendJson } from './http';
import { removeFiles } from './objects';
import { bucketFolder, isValidBucketName } from './paths';
import { GLOBAL_FILE_SIZE_LIMIT, type Storage } from './service';

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];
const FILE_SIZE = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i;
const UNIT_BYTES: Record<string, number> = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 };

function render(bucket: BucketRow) {
  return {
    id: bucket.id,
    name: bucket.name,
    owner: bucket.owner ?? '',
    public: bucket.public,
    type: 'STANDARD',
    file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
    allowed_mime_types: bucket.allowed_mime_types,
    created_at: bucket.created_at,
    updated_at: bucket.updated_at,
  };
}

/**
 * A bucket's size limit as Supabase accepts it: bytes, or text such as "20MB" (decimal units);
 * 0 or null for none. A limit above the global cap is refused as too large.
 */
function parseFileSizeLimit(value: unknown): number | null {
  let bytes: number;
  if (value === null || value === 0) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
    bytes = value;
  } else if (typeof value === 'string' && FILE_SIZE.test(value)) {
    const [, amount, unit] = FILE_SIZE.exec(value) as RegExpExecArray;
    bytes = Math.round(Number(Number(amount).toPrecision(3)) * UNIT_BYTES[unit.toUpperCase()]);
  } else {
    throw errors.invalidFileSizeLimit();
  }
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw errors.entityTooLarge();
  return bytes;
}

function parseMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (
    !Array.isArray(value) ||
    !value.every((m) => typeof m === 'string' && /^[^/\s]+\/[^/\s]+$/.test(m))
  ) {
    throw errors.invalidParameter('allowed_mime_types');
  }
  return value as string[];
}

/** GET /bucket: what the caller's policies on storage.buckets let them see. */
export async function listBuckets(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const caller = await authenticate(req, s.keys);
  // Absent or non-positive means no limit (Number(null) is 0).
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('offset'));
  const sortColumn = SORT_COLUMNS.includes(query.get('sortColumn') ?? '')
    ? query.get('sortColumn')
    : 'name';
  const sortOrder = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const search = query.get('search') ?? '';
  const buckets = await asCaller(s.pool, caller, req, async (client) => {
    // The sort identifiers come from the fixed lists above.
    const { rows } = await client.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where $1 = '' or name ilike '%' || $1 || '%'
       order by ${sortColumn} ${sortOrder}
       limit $2 offset $3`,
      [
        search,
        Number.isInteger(limit) && limit > 0 ? limit : null,
        Number.isInteger(offset) && offset > 0 ? offset : 0,
      ],
    );
    return rows;
  });
  sendJson(res, 200, buckets.map(render));
}

/** GET /bucket/{id}. */
export async function getBucket(s: Storage, req: IncomingMessage, res: ServerResponse, id: string) {
  const caller = await authenticate(req, s.keys);
  const bucket = await asCaller(s.pool, caller, req, async (client) => {
    const { rows } = await client.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return rows[0];
  });
  if (!bucket) throw errors.noSuchBucket();
  sendJson(res, 200, render(bucket));
}

/**
 * POST /bucket, as the caller: storage.buckets has RLS and, as on a hosted project, no
 * policies unless a migration adds them, so in practice only the service role creates buckets.
 */
export async function createBucket(s: Storage, req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const name = body.name;
  const id = typeof body.id === 'string' && body.id !== '' ? body.id : name;
  if (
    typeof name !== 'string' ||
    typeof id !== 'string' ||
    !isValidBucketName(id) ||
    !isValidBucketName(name)
  ) {
    throw errors.invalidBucketName();
  }
  const fileSizeLimit =
    body.file_size_limit === undefined ? null : parseFileSizeLimit(body.file_size_limit);
  const mimeTypes =
    body.allowed_mime_types === undefined ? null : parseMimeTypes(body.allowed_mime_types);
  const caller = await authenticate(req, s.keys);
  const { owner, ownerId } = ownerColumns(caller);
  try {
    await asCaller(s.pool, caller, req, (client) =>
      client.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, owner, ownerId, body.public === true, fileSizeLimit, mimeTypes],
      ),
    );
  } catch (error) {
    if (error instanceof pg.DatabaseError && error.code === '23505') {
      throw new StorageError(
        409,
        'BucketAlreadyExists',
        'The resource already exists',
        'Duplicate',
      );
    }
    throw error;
  }
  sendJson(res, 200, { name });
}

/** PUT /bucket/{id}: changes only the settings the body names (null clears a limit). */
export async function updateBucket(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const body = await readJson(req);
  const assignments: string[] = [];
  const values: unknown[] = [id];
  const assign = (column: string, value: unknown) => {
    values.push(value);
    assignments.push(`${column} = $${values.length}`);
  };
  if (body.public !== undefined) assign('public', body.public === true);
  if (body.file_size_limit !== undefined)
    assign('file_size_limit', parseFileSizeLimit(body.file_size_limit));
  if (body.allowed_mime_types !== undefined)
    assign('allowed_mime_types', parseMimeTypes(body.allowed_mime_types));
  const caller = await authenticate(req, s.keys);
  const updated = await asCaller(s.pool, caller, req, async (client) => {
    const { rowCount } = await client.query(
      `update storage.buckets set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1`,
      values,
    );
    return rowCount ?? 0;
  });
  if (updated === 0) throw errors.noSuchBucket();
  sendJson(res, 200, { message: 'Successfully updated' });
}

/** DELETE /bucket/{id}: only an empty bucket, as Supabase refuses to drop objects with it. */
export async function deleteBucket(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const caller = await authenticate(req, s.keys);
  const { rows } = await s.pool.query<{ found: boolean }>(
    'select exists (select 1 from storage.objects where bucket_id = $1) as found',
    [id],
  );
  if (rows[0].found) throw errors.bucketNotEmpty();
  const deleted = await asCaller(s.pool, caller, req, async (client) => {
    const result = await client.query('delete from storage.buckets where id = $1', [id]);
    return result.rowCount ?? 0;
  });
  if (deleted === 0) throw errors.noSuchBucket();
  if (isValidBucketName(id)) await s.files.removeBucket(bucketFolder(s.files.root, id));
  sendJson(res, 200, { message: 'Successfully deleted' });
}

/** POST /bucket/{id}/empty: deletes the objects the caller's policies let them delete. */
export async function emptyBucket(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const caller = await authenticate(req, s.keys);
  const bucket = await findBucket(s.pool, id);
  const deleted = await asCaller(s.pool, caller, req, async (client) => {
    const { rows } = await client.query<{ bucket_id: string; name: string }>(
      'delete from storage.objects where bucket_id = $1 returning bucket_id, name',
      [bucket.id],
    );
    return rows;
  });
  await removeFiles(s, deleted);
  sendJson(res, 200, { message: 'Successfully emptied' });
}
