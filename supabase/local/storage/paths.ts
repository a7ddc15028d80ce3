import { join, resolve, sep } from 'node:path';
import { errors } from './errors';

const MAX_KEY_BYTES = 1024;
/** Most file systems refuse longer file names, and every key segment becomes one. */
const MAX_SEGMENT_BYTES = 255;
// Control characters (NUL included) and backslashes have no place in a key that becomes a path.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;
/** Supabase Storage's bucket-name rule (S3-safe characters, at most 100). */
const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]{1,100}$/;

/**
 * Object keys are relative slash-separated paths; anything that could leave the bucket's
 * folder ('..', '.', empty segments, a leading '/') or is not a file name is refused.
 */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    Buffer.byteLength(key) <= MAX_KEY_BYTES &&
    !FORBIDDEN.test(key) &&
    segments.every(
      (s) => s !== '' && s !== '.' && s !== '..' && Buffer.byteLength(s) <= MAX_SEGMENT_BYTES,
    );
  if (!valid) throw errors.invalidKey(key);
}

export function isValidBucketName(name: string): boolean {
  return BUCKET_NAME.test(name) && name.trim() === name && name !== '.' && name !== '..';
}

/** The rest of a route path, percent-decoded as Supabase Storage's router decodes it. */
export function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(raw);
  }
}

/** Where an object's bytes live; checked to stay inside the storage root whatever the input. */
export function objectFile(root: string, bucket: string, key: string): string {
  if (!isValidBucketName(bucket)) throw errors.noSuchBucket();
  assertValidKey(key);
  const base = resolve(root, bucket);
  const file = resolve(base, ...key.split('/'));
  if (!file.startsWith(base + sep)) throw errors.invalidKey(key);
  return file;
}

export function bucketFolder(root: string, bucket: string): string {
  if (!isValidBucketName(bucket)) throw errors.noSuchBucket();
  return join(resolve(root), bucket);
}
