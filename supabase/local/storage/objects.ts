import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pg from 'pg';
import { authenticate, ownerColumns, type Caller } from './caller';
import {
  asCaller,
  findBucket,
  leaveCallerRole,
  type BucketRow,
  type ObjectMetadata,
  type ObjectRow,
} from './db';
import { errors } from './errors';
import { header, readJson, sendJson } from './http';
import { assertValidKey, bucketFolder, objectFile } from './paths';
import { serveObject } from './serve';
import { uploadLimitOf, type Storage } from './service';
import { isMimeAllowed, receiveUpload, type ReceivedFile } from './upload';

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';
const MAX_DELETE_PREFIXES = 1000;
const LIST_SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

function metadataOf(file: ReceivedFile): ObjectMetadata {
  return {
    eTag: `"${file.md5}"`,
    size: file.size,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

interface NewRow {
  bucketId: string;
  name: string;
  caller: Caller;
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Writes an object's row as the caller, without RETURNING so that, as on Supabase, creating
 * needs only an insert policy (upserting also update and select, which Postgres requires).
 */
async function writeRow(client: pg.PoolClient, row: NewRow, upsert: boolean) {
  const { owner, ownerId } = ownerColumns(row.caller);
  try {
    await client.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3, $4, $5, $6, $7)
       ${
         upsert
           ? `on conflict (bucket_id, name) do update set
                owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
                metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                updated_at = now(), last_accessed_at = now()`
           : ''
       }`,
      [row.bucketId, row.name, owner, ownerId, randomUUID(), row.metadata, row.userMetadata],
    );
  } catch (error) {
    if (error instanceof pg.DatabaseError && error.code === '23505')
      throw errors.keyAlreadyExists();
    throw error;
  }
}

async function idOf(client: pg.PoolClient, bucketId: string, name: string): Promise<string> {
  await leaveCallerRole(client);
  const { rows } = await client.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  return rows[0].id;
}

/** A caller's view of one object: null when it does not exist or their select policies hide it. */
async function visibleObject(
  client: pg.PoolClient,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const { rows } = await client.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0] ?? null;
}

function assertFitsBucket(bucket: BucketRow, metadata: ObjectMetadata | null) {
  if (!metadata) return;
  if (metadata.size > uploadLimitOf(bucket)) throw errors.entityTooLarge();
  if (!isMimeAllowed(metadata.mimetype, bucket.allowed_mime_types))
    throw errors.invalidMimeType(metadata.mimetype);
}

/**
 * POST (create; `x-upsert: true` overwrites) and PUT (overwrite) of one object. As Supabase
 * does, the caller's right to write the row is tried (and rolled back) before the body is read,
 * so a refused upload costs no disk; the row is then written as the caller with its metadata.
 */
export async function upload(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
  method: 'POST' | 'PUT',
) {
  assertValidKey(key);
  const caller = await authenticate(req, s.keys);
  const bucket = await findBucket(s.pool, bucketId);
  const target = objectFile(s.files.root, bucket.id, key);
  const upsert = method === 'PUT' || header(req, 'x-upsert') === 'true';
  const row: NewRow = {
    bucketId: bucket.id,
    name: key,
    caller,
    metadata: null,
    userMetadata: null,
  };
  await asCaller(s.pool, caller, req, (client) => writeRow(client, row, upsert), { dryRun: true });

  const tmp = await s.files.tempFile();
  try {
    const received = await receiveUpload(req, tmp, {
      maxBytes: uploadLimitOf(bucket),
      allowedMimeTypes: bucket.allowed_mime_types,
    });
    const id = await asCaller(s.pool, caller, req, async (client) => {
      await writeRow(
        client,
        { ...row, metadata: metadataOf(received), userMetadata: received.userMetadata },
        upsert,
      );
      const objectId = await idOf(client, bucket.id, key);
      await s.files.place(tmp, target, key);
      return objectId;
    });
    sendJson(res, 200, { Id: id, Key: `${bucket.id}/${key}` });
  } finally {
    await s.files.discardTemp(tmp);
  }
}

/** GET /object/{bucket}/{key} and /object/authenticated/...: as the caller, so select policies decide. */
export async function download(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
  query: URLSearchParams,
) {
  assertValidKey(key);
  const caller = await authenticate(req, s.keys);
  const object = await asCaller(s.pool, caller, req, (client) =>
    visibleObject(client, bucketId, key),
  );
  if (!object) throw errors.noSuchKey();
  await serveObject(req, res, objectFile(s.files.root, bucketId, key), key, object.metadata, query);
}

/** GET /object/public/{bucket}/{key}: no token needed, only a public bucket. */
export async function downloadPublic(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
  query: URLSearchParams,
) {
  assertValidKey(key);
  const bucket = await findBucket(s.pool, bucketId);
  if (!bucket.public) throw errors.noSuchBucket();
  const { rows } = await s.pool.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  if (!rows[0]) throw errors.noSuchKey();
  await serveObject(
    req,
    res,
    objectFile(s.files.root, bucketId, key),
    key,
    rows[0].metadata,
    query,
  );
}

/** GET /object/info/{bucket}/{key}, which storage-js's info() and exists() call. */
export async function info(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
) {
  assertValidKey(key);
  const caller = await authenticate(req, s.keys);
  const object = await asCaller(s.pool, caller, req, (client) =>
    visibleObject(client, bucketId, key),
  );
  if (!object) throw errors.noSuchKey();
  sendJson(res, 200, {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: object.metadata?.size ?? null,
    content_type: object.metadata?.mimetype ?? null,
    cache_control: object.metadata?.cacheControl ?? null,
    etag: object.metadata?.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.metadata?.lastModified ?? null,
    created_at: object.created_at,
  });
}

/** Removes the files of deleted rows; a failure leaves an orphan file, logged, not an error. */
export async function removeFiles(s: Storage, rows: Pick<ObjectRow, 'bucket_id' | 'name'>[]) {
  for (const row of rows) {
    try {
      await s.files.remove(
        objectFile(s.files.root, row.bucket_id, row.name),
        bucketFolder(s.files.root, row.bucket_id),
      );
    } catch (error) {
      s.log(`storage: could not remove the file of ${row.bucket_id}/${row.name}: ${String(error)}`);
    }
  }
}

/** DELETE /object/{bucket} {prefixes}: deletes what the caller's policies let them, answers with it. */
export async function removeMany(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
) {
  const body = await readJson(req);
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw errors.badRequest('body/prefixes must be a non-empty array of strings');
  }
  if (prefixes.length > MAX_DELETE_PREFIXES) {
    throw errors.invalidParameter(
      'prefixes',
      `Maximum number of prefixes is ${MAX_DELETE_PREFIXES}`,
    );
  }
  const caller = await authenticate(req, s.keys);
  const deleted = await asCaller(s.pool, caller, req, async (client) => {
    const { rows } = await client.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, prefixes],
    );
    return rows;
  });
  await removeFiles(s, deleted);
  sendJson(res, 200, deleted);
}

/** DELETE /object/{bucket}/{key}. */
export async function removeOne(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
) {
  assertValidKey(key);
  const caller = await authenticate(req, s.keys);
  const deleted = await asCaller(s.pool, caller, req, async (client) => {
    const { rows } = await client.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
      [bucketId, key],
    );
    return rows;
  });
  if (deleted.length === 0) throw errors.noSuchKey();
  await removeFiles(s, deleted);
  sendJson(res, 200, { message: 'Successfully deleted' });
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function optionalInteger(value: unknown, name: string, min: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw errors.badRequest(`body/${name} must be integer >= ${min}`);
  }
  return value;
}

/**
 * POST /object/list/{bucket}: Supabase's `storage.search` — one folder level under `prefix`,
 * folders first (as entries whose id and metadata are null), then files, sorted and paged.
 * Case-insensitive like Supabase; `search` filters names starting with it. Runs as the caller.
 */
export async function list(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
) {
  const body = await readJson(req);
  if (typeof body.prefix !== 'string')
    throw errors.badRequest("body must have required property 'prefix'");
  const limit = optionalInteger(body.limit, 'limit', 1, 100);
  const offset = optionalInteger(body.offset, 'offset', 0, 0);
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = (
    typeof body.sortBy === 'object' && body.sortBy !== null ? body.sortBy : {}
  ) as Record<string, unknown>;
  const column = LIST_SORT_COLUMNS.includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
  const order = sortBy.order === 'desc' ? 'desc' : 'asc';
  const prefix = body.prefix === '' || body.prefix.endsWith('/') ? body.prefix : `${body.prefix}/`;
  const level = prefix.split('/').length;

  const caller = await authenticate(req, s.keys);
  const entries = await asCaller(s.pool, caller, req, async (client) => {
    // Identifiers below come from the fixed lists above, never from the request text.
    const { rows } = await client.query(
      `with matching as (
         select * from storage.objects
         where bucket_id = $1 and name ilike $2 escape '\\'
       ), entries as (
         select 0 as kind, folder as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
                row_number() over (order by folder ${order}) as position
         from (select distinct path_tokens[$3] as folder from matching where array_length(path_tokens, 1) > $3) folders
         union all
         select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata,
                row_number() over (order by ${column} ${order}, name ${order})
         from matching where array_length(path_tokens, 1) = $3
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata
       from entries order by kind, position limit $4 offset $5`,
      [bucketId, `${likeEscape(prefix)}${likeEscape(search)}%`, level, limit, offset],
    );
    return rows;
  });
  sendJson(res, 200, entries);
}

interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

async function readTransfer(req: IncomingMessage): Promise<Transfer> {
  const body = await readJson(req);
  for (const field of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[field] !== 'string')
      throw errors.badRequest(`body must have required property '${field}'`);
  }
  const transfer = {
    bucketId: body.bucketId as string,
    sourceKey: body.sourceKey as string,
    destinationBucket:
      typeof body.destinationBucket === 'string'
        ? body.destinationBucket
        : (body.bucketId as string),
    destinationKey: body.destinationKey as string,
  };
  assertValidKey(transfer.sourceKey);
  assertValidKey(transfer.destinationKey);
  return transfer;
}

/** POST /object/move: an update of the row (bucket and name) as the caller, then of the file. */
export async function move(s: Storage, req: IncomingMessage, res: ServerResponse) {
  const t = await readTransfer(req);
  const caller = await authenticate(req, s.keys);
  const destination = await findBucket(s.pool, t.destinationBucket);
  const source = objectFile(s.files.root, t.bucketId, t.sourceKey);
  const target = objectFile(s.files.root, destination.id, t.destinationKey);
  const { owner, ownerId } = ownerColumns(caller);
  let moved = false;
  try {
    await asCaller(s.pool, caller, req, async (client) => {
      const { rows } = await client.query<Pick<ObjectRow, 'metadata'>>(
        `update storage.objects
         set bucket_id = $3, name = $4, owner = $5, owner_id = $6, version = $7,
             updated_at = now(), last_accessed_at = now()
         where bucket_id = $1 and name = $2
         returning metadata`,
        [t.bucketId, t.sourceKey, destination.id, t.destinationKey, owner, ownerId, randomUUID()],
      );
      if (!rows[0]) throw errors.noSuchKey();
      if (destination.id !== t.bucketId) assertFitsBucket(destination, rows[0].metadata);
      if (source !== target) {
        await s.files.place(source, target, t.destinationKey);
        moved = true;
      }
    });
  } catch (error) {
    // The rows rolled back (the commit itself may have failed): put the file back too.
    if (moved) await s.files.place(target, source, t.sourceKey);
    throw error;
  }
  if (moved) await s.files.pruneFolders(source, bucketFolder(s.files.root, t.bucketId));
  sendJson(res, 200, { message: 'Successfully moved' });
}

/** POST /object/copy: read the source and insert the copy, both as the caller. */
export async function copy(s: Storage, req: IncomingMessage, res: ServerResponse) {
  const t = await readTransfer(req);
  const caller = await authenticate(req, s.keys);
  const destination = await findBucket(s.pool, t.destinationBucket);
  const source = objectFile(s.files.root, t.bucketId, t.sourceKey);
  const target = objectFile(s.files.root, destination.id, t.destinationKey);
  const upsert = header(req, 'x-upsert') === 'true';
  let tmp: string | undefined;
  try {
    const id = await asCaller(s.pool, caller, req, async (client) => {
      const original = await visibleObject(client, t.bucketId, t.sourceKey);
      if (!original) throw errors.noSuchKey();
      if (destination.id !== t.bucketId) assertFitsBucket(destination, original.metadata);
      const metadata = original.metadata && {
        ...original.metadata,
        lastModified: new Date().toISOString(),
      };
      const row = {
        bucketId: destination.id,
        name: t.destinationKey,
        caller,
        metadata,
        userMetadata: original.user_metadata,
      };
      await writeRow(client, row, upsert);
      const objectId = await idOf(client, destination.id, t.destinationKey);
      tmp = await s.files.copyToTemp(source);
      await s.files.place(tmp, target, t.destinationKey);
      return objectId;
    });
    sendJson(res, 200, { Id: id, Key: `${destination.id}/${t.destinationKey}` });
  } finally {
    if (tmp) await s.files.discardTemp(tmp);
  }
}

function expiresInOf(body: Record<string, unknown>): number {
  const { expiresIn } = body;
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
    throw errors.badRequest('body/expiresIn must be integer >= 1');
  }
  return expiresIn;
}

async function signUrl(
  s: Storage,
  bucketId: string,
  key: string,
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const token = await s.keys.sign({ url: `${bucketId}/${key}`, iat, exp: iat + expiresIn });
  // Left unencoded: storage-js applies encodeURI to the whole URL it builds from this.
  return `/object/sign/${bucketId}/${key}?token=${token}`;
}

/** POST /object/sign/{bucket}/{key} {expiresIn}: only for an object the caller may select. */
export async function signOne(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
) {
  assertValidKey(key);
  const expiresIn = expiresInOf(await readJson(req));
  const caller = await authenticate(req, s.keys);
  const object = await asCaller(s.pool, caller, req, (client) =>
    visibleObject(client, bucketId, key),
  );
  if (!object) throw errors.noSuchKey();
  sendJson(res, 200, { signedURL: await signUrl(s, bucketId, key, expiresIn) });
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, with an error where refused. */
export async function signMany(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
) {
  const body = await readJson(req);
  const expiresIn = expiresInOf(body);
  const { paths } = body;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) {
    throw errors.badRequest("body must have required property 'paths'");
  }
  const caller = await authenticate(req, s.keys);
  const visible = await asCaller(s.pool, caller, req, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    );
    return new Set(rows.map((r) => r.name));
  });
  const entries = [];
  for (const path of paths as string[]) {
    entries.push(
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(s, bucketId, path, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    );
  }
  sendJson(res, 200, entries);
}

/** GET /object/sign/{bucket}/{key}?token=: the token is the permission; no other auth. */
export async function downloadSigned(
  s: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
  query: URLSearchParams,
) {
  assertValidKey(key);
  const token = query.get('token');
  if (!token) throw errors.badRequest("querystring must have required property 'token'");
  let url: unknown;
  try {
    url = (await s.keys.verify(token)).url;
  } catch (error) {
    throw errors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (url !== `${bucketId}/${key}`)
    throw errors.invalidSignature('The url do not match the signature');
  const { rows } = await s.pool.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  if (!rows[0]) throw errors.noSuchKey();
  await serveObject(
    req,
    res,
    objectFile(s.files.root, bucketId, key),
    key,
    rows[0].metadata,
    query,
  );
}
