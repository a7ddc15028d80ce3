import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { SUPABASE_DIR } from './migrate';

/**
 * The demo seed's stored files: each bucket's folder, uploaded like `supabase start` uploads the
 * `objects_path` of `[storage.buckets.<name>]` in config.toml (same folders), each file under
 * its path relative to the folder.
 */
export const SEED_BUCKETS: Record<string, string> = {
  gallery: join(SUPABASE_DIR, 'seed', 'gallery'),
};

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
};

/** Every file of a seed folder, as object keys (slash-separated, relative to the folder). */
export async function seedObjectKeys(folder: string): Promise<string[]> {
  const keys: string[] = [];
  for (const entry of await readdir(folder, { recursive: true })) {
    if ((await stat(join(folder, entry))).isFile()) keys.push(entry.split(sep).join('/'));
  }
  return keys.sort();
}

/** The declared type of a seed file, as the CLI derives it from the extension. */
export function seedObjectType(key: string): string {
  return TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Uploads one seed file to `bucket` under `key` (slash-separated) with the service role, typed
 * by its extension, kept for an hour as supabase-js' uploads are, replacing what is there.
 */
export async function uploadSeedFile(
  apiUrl: string,
  serviceRoleKey: string,
  bucket: string,
  key: string,
  file: string,
): Promise<Response> {
  return fetch(
    `${apiUrl}/storage/v1/object/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
    {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': seedObjectType(key),
        'Cache-Control': 'max-age=3600',
        'x-upsert': 'true',
      },
      body: await readFile(file),
    },
  );
}

/**
 * Uploads the seed folders through the running stack's Storage API with the service role, so
 * the buckets' type and size limits apply to the demo files as to any other. A refused file is
 * reported, not fatal, like a broken seed: the backend still serves the league without it.
 */
export async function seedBuckets(
  apiUrl: string,
  serviceRoleKey: string,
  log: (m: string) => void,
): Promise<void> {
  for (const [bucket, folder] of Object.entries(SEED_BUCKETS)) {
    let uploaded = 0;
    for (const key of await seedObjectKeys(folder)) {
      const response = await uploadSeedFile(apiUrl, serviceRoleKey, bucket, key, join(folder, key));
      if (response.ok) uploaded++;
      else log(`WARNING: seed file ${bucket}/${key} refused: ${await response.text()}`);
    }
    log(`uploaded ${uploaded} seed files to ${bucket}`);
  }
}
