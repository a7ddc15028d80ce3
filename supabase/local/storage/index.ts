import type { IncomingMessage, ServerResponse } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceContext, ServiceHandler } from '../types';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './buckets';
import { errors, toStorageError } from './errors';
import { ObjectFiles } from './files';
import { discard, sendError } from './http';
import {
  copy,
  download,
  downloadPublic,
  downloadSigned,
  info,
  list,
  move,
  removeMany,
  removeOne,
  signMany,
  signOne,
  upload,
} from './objects';
import { decodePath } from './paths';
import type { Storage } from './service';

/**
 * Supabase Storage's routes that supabase-js uses. Like Supabase's router, the named routes
 * (list, move, copy, sign, public, authenticated, info) win over a bucket of the same name.
 */
async function route(s: Storage, req: IncomingMessage, res: ServerResponse, path: string) {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : path.slice(queryStart + 1));
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  const [area, ...parts] = pathname.split('/').slice(1);

  if (area === 'bucket') {
    const id = parts[0] ? decodePath(parts[0]) : undefined;
    if (!id && method === 'GET') return listBuckets(s, req, res, query);
    if (!id && method === 'POST') return createBucket(s, req, res);
    if (id && parts.length === 1) {
      if (method === 'GET') return getBucket(s, req, res, id);
      if (method === 'PUT') return updateBucket(s, req, res, id);
      if (method === 'DELETE') return deleteBucket(s, req, res, id);
    }
    if (id && parts.length === 2 && parts[1] === 'empty' && method === 'POST')
      return emptyBucket(s, req, res, id);
  }

  if (area === 'object' && parts.length > 0) {
    const [first, ...rest] = parts;
    // For the named routes: the bucket, then the object key (which may contain slashes).
    const bucket = rest[0] === undefined ? '' : decodePath(rest[0]);
    const key = decodePath(rest.slice(1).join('/'));
    if (method === 'POST' && first === 'list' && rest.length === 1)
      return list(s, req, res, bucket);
    if (method === 'POST' && first === 'move' && rest.length === 0) return move(s, req, res);
    if (method === 'POST' && first === 'copy' && rest.length === 0) return copy(s, req, res);
    if (first === 'sign' && rest.length === 1 && method === 'POST')
      return signMany(s, req, res, bucket);
    if (first === 'sign' && rest.length > 1) {
      if (method === 'POST') return signOne(s, req, res, bucket, key);
      if (read) return downloadSigned(s, req, res, bucket, key, query);
    }
    if (first === 'public' && rest.length > 1 && read)
      return downloadPublic(s, req, res, bucket, key, query);
    if (first === 'authenticated' && rest.length > 1 && read)
      return download(s, req, res, bucket, key, query);
    if (first === 'info' && rest.length > 1 && method === 'GET')
      return info(s, req, res, bucket, key);

    const ownBucket = decodePath(first);
    const ownKey = decodePath(rest.join('/'));
    if (rest.length === 0 && method === 'DELETE') return removeMany(s, req, res, ownBucket);
    if (rest.length > 0) {
      if (read) return download(s, req, res, ownBucket, ownKey, query);
      if (method === 'POST' || method === 'PUT')
        return upload(s, req, res, ownBucket, ownKey, method);
      if (method === 'DELETE') return removeOne(s, req, res, ownBucket, ownKey);
    }
  }

  throw errors.routeNotFound(method, pathname);
}

/**
 * The Storage API (`/storage/v1`) over the stack's database: object rows in storage.objects,
 * written and read as the caller so the project's storage policies apply, and their bytes in
 * `<dataDir>/storage/<bucket>/<key>`.
 */
export function createStorageService(ctx: ServiceContext): ServiceHandler {
  const uploads = join(ctx.config.dataDir, 'storage-uploads');
  // Whatever is there belongs to uploads cut short when a previous run stopped.
  rmSync(uploads, { recursive: true, force: true });
  const storage: Storage = {
    pool: ctx.pool,
    keys: ctx.keys,
    files: new ObjectFiles(join(ctx.config.dataDir, 'storage'), uploads),
    log: ctx.log,
  };
  return async (req, res, path) => {
    try {
      await route(storage, req, res, path);
    } catch (error) {
      const known = toStorageError(error);
      if (!known)
        ctx.log(
          `storage: ${req.method} ${path} failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
      discard(req);
      sendError(res, known ?? errors.internal());
    }
  };
}
