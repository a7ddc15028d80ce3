import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, sql, stackEnv } from '../helpers/stack';

// The Storage API contract through the gateway, on buckets and policies of the test's own (the
// league's buckets come from the migrations and have their own tests).
const PUBLIC = 'st-public';
const PRIVATE = 'st-private';
const LIMIT = 1024;

type Client = SupabaseClient;
let alice: { client: Client; userId: string };
let bob: { client: Client; userId: string };

const png = (size: number, fill = 1) =>
  new Blob([new Uint8Array(size).fill(fill)], { type: 'image/png' });
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const storageUrl = (path: string) => `${stackEnv().url}/storage/v1${path}`;
const onDisk = (bucket: string, key: string) => join(stackEnv().dataDir, 'storage', bucket, key);

/** A raw request, for what supabase-js cannot send (bad paths, bad JSON, streamed bodies). */
async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const { anonKey } = stackEnv();
  const response = await fetch(storageUrl(path), {
    ...init,
    headers: { apikey: anonKey, Authorization: `Bearer ${init.token ?? anonKey}`, ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

beforeAll(async () => {
  await sql(`
    delete from storage.objects where bucket_id in ('${PUBLIC}', '${PRIVATE}');
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
      ('${PUBLIC}', '${PUBLIC}', true, ${LIMIT}, array['image/*', 'text/plain']),
      ('${PRIVATE}', '${PRIVATE}', false, null, null)
    on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
    drop policy if exists st_public_read on storage.objects;
    drop policy if exists st_public_insert on storage.objects;
    drop policy if exists st_public_update on storage.objects;
    drop policy if exists st_public_delete on storage.objects;
    drop policy if exists st_private_own on storage.objects;
    create policy st_public_read on storage.objects for select using (bucket_id = '${PUBLIC}');
    create policy st_public_insert on storage.objects for insert to authenticated
      with check (bucket_id = '${PUBLIC}' and (storage.foldername(name))[1] = auth.uid()::text);
    create policy st_public_update on storage.objects for update to authenticated
      using (bucket_id = '${PUBLIC}' and owner_id = auth.uid()::text);
    create policy st_public_delete on storage.objects for delete to authenticated
      using (bucket_id = '${PUBLIC}' and owner_id = auth.uid()::text);
    create policy st_private_own on storage.objects for all to authenticated
      using (bucket_id = '${PRIVATE}' and owner_id = auth.uid()::text)
      with check (bucket_id = '${PRIVATE}' and owner_id = auth.uid()::text);
  `);
  alice = await signedInClient();
  bob = await signedInClient();
});

describe('upload', () => {
  it('refuses an anonymous upload through RLS, storing nothing', async () => {
    const { data, error } = await anonClient()
      .storage.from(PUBLIC)
      .upload('anon/a.txt', new Blob(['hi']));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      statusCode: '403',
      status: 400,
      message: 'new row violates row-level security policy',
    });
    const { rows } = await sql(
      `select 1 from storage.objects where bucket_id = $1 and name = 'anon/a.txt'`,
      [PUBLIC],
    );
    expect(rows).toHaveLength(0);
  });

  it('stores a signed-in upload with its owner and Supabase-shaped metadata', async () => {
    const key = `${alice.userId}/logo.png`;
    const bytes = new Uint8Array(100).fill(7);
    const { data, error } = await alice.client.storage
      .from(PUBLIC)
      .upload(key, new Blob([bytes], { type: 'image/png' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${PUBLIC}/${key}`);
    const { rows } = await sql(
      `select id, owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2`,
      [PUBLIC, key],
    );
    expect(rows[0]).toMatchObject({ id: data?.id, owner: alice.userId, owner_id: alice.userId });
    expect(rows[0].metadata).toMatchObject({
      eTag: `"${md5(bytes)}"`,
      size: 100,
      contentLength: 100,
      mimetype: 'image/png',
      cacheControl: 'max-age=120',
      httpStatusCode: 200,
    });
    expect(Number.isNaN(Date.parse(rows[0].metadata.lastModified))).toBe(false);
    expect(existsSync(onDisk(PUBLIC, key))).toBe(true);
  });

  it("refuses an upload into another user's folder", async () => {
    const { error } = await bob.client.storage
      .from(PUBLIC)
      .upload(`${alice.userId}/intruder.png`, png(10));
    expect(error?.statusCode).toBe('403');
  });

  it('refuses a file over the bucket limit with 413, multipart or raw', async () => {
    const multipart = await alice.client.storage
      .from(PUBLIC)
      .upload(`${alice.userId}/big.png`, png(LIMIT + 1));
    expect(multipart.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const rawBody = await alice.client.storage
      .from(PUBLIC)
      .upload(`${alice.userId}/big.png`, new Uint8Array(LIMIT + 1), { contentType: 'image/png' });
    expect(rawBody.error?.statusCode).toBe('413');
    // A bucket without a limit still has the global cap (50 MiB, the Supabase CLI default).
    const huge = await serviceClient()
      .storage.from(PRIVATE)
      .upload('huge.bin', new Uint8Array(50 * 1024 * 1024 + 1), {
        contentType: 'application/octet-stream',
      });
    expect(huge.error?.statusCode).toBe('413');
    // Exactly at the limit is accepted.
    const atLimit = await alice.client.storage
      .from(PUBLIC)
      .upload(`${alice.userId}/exact.png`, png(LIMIT));
    expect(atLimit.error).toBeNull();
  });

  it('answers an endless streamed body as soon as it passes the limit, keeping nothing', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(3);
    // A body that never ends: only a service that refuses mid-stream can answer it.
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(chunk),
    });
    const { data } = await alice.client.auth.getSession();
    const result = await raw(`/object/${PUBLIC}/${alice.userId}/stream.png`, {
      method: 'POST',
      body,
      token: data.session?.access_token,
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    } as RequestInit & { token?: string });
    expect(result.body).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    expect(existsSync(onDisk(PUBLIC, `${alice.userId}/stream.png`))).toBe(false);
    expect(await readdir(join(stackEnv().dataDir, 'storage-uploads'))).toEqual([]);
    const next = await alice.client.storage
      .from(PUBLIC)
      .upload(`${alice.userId}/after.png`, png(10));
    expect(next.error).toBeNull();
  });

  it('refuses a MIME type the bucket does not allow with 415, and accepts wildcard matches', async () => {
    const { error } = await alice.client.storage
      .from(PUBLIC)
      .upload(`${alice.userId}/doc.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const webp = await alice.client.storage
      .from(PUBLIC)
      .upload(`${alice.userId}/photo.webp`, new Blob(['x'], { type: 'image/webp' }));
    expect(webp.error).toBeNull();
  });

  it('refuses to overwrite without upsert, overwrites with it, and only for the owner', async () => {
    const key = `${alice.userId}/avatar.png`;
    const bucket = alice.client.storage.from(PUBLIC);
    expect((await bucket.upload(key, png(10, 1))).error).toBeNull();
    const again = await bucket.upload(key, png(10, 2));
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await bucket.upload(key, png(20, 3), { upsert: true })).error).toBeNull();
    const { data } = await bucket.download(key);
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(new Uint8Array(20).fill(3));
    expect((await bucket.update(key, png(30, 4))).error).toBeNull();
    expect((await bucket.download(key)).data?.size).toBe(30);

    // Bob may not insert into Alice's folder, nor update her row.
    const stolen = await bob.client.storage.from(PUBLIC).upload(key, png(5, 9), { upsert: true });
    expect(stolen.error?.statusCode).toBe('403');
    const { data: unchanged } = await bucket.download(key);
    expect(unchanged?.size).toBe(30);
  });

  it('rejects keys that could leave the bucket folder', async () => {
    // Encoded slashes survive URL normalisation, so the service itself must refuse these.
    for (const path of [
      '..%2F..%2Fescape.txt',
      'a%2F..%2F..%2F..%2Fescape.txt',
      'a/nul%00.txt',
      '%2Fetc%2Fescape.txt',
    ]) {
      const result = await raw(`/object/${PRIVATE}/${path}`, {
        method: 'POST',
        body: 'x',
        token: stackEnv().serviceKey,
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    expect(existsSync(join(stackEnv().dataDir, 'storage', 'escape.txt'))).toBe(false);
    expect(existsSync(join(stackEnv().dataDir, 'escape.txt'))).toBe(false);
  });

  it('answers a missing bucket and a bad token the way Supabase does', async () => {
    const missing = await serviceClient()
      .storage.from('st-nope')
      .upload('a.txt', new Blob(['x']));
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const badToken = await raw(`/object/${PRIVATE}/a.txt`, {
      method: 'POST',
      body: 'x',
      token: 'not-a-jwt',
    });
    expect(badToken.status).toBe(400);
    expect(badToken.body).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});

describe('download', () => {
  const key = () => `${alice.userId}/report.txt`;

  beforeAll(async () => {
    const { error } = await alice.client.storage
      .from(PRIVATE)
      .upload(key(), new Blob(['private bytes'], { type: 'text/plain' }), {
        metadata: { caption: 'Relazione' },
      });
    if (error) throw error;
  });

  it('serves a public object without any key, with type, cache-control and ETag', async () => {
    const bytes = new Uint8Array(64).fill(5);
    const path = `${alice.userId}/public.png`;
    await alice.client.storage
      .from(PUBLIC)
      .upload(path, new Blob([bytes], { type: 'image/png' }), { upsert: true });
    const url = anonClient().storage.from(PUBLIC).getPublicUrl(path).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toBe(`"${md5(bytes)}"`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    const partial = await fetch(url, { headers: { Range: 'bytes=10-19' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 10-19/64');
    expect((await partial.arrayBuffer()).byteLength).toBe(10);

    const cached = await fetch(url, { headers: { 'If-None-Match': `"${md5(bytes)}"` } });
    expect(cached.status).toBe(304);
  });

  it('serves a stored HTML page as text/plain with nosniff, as Supabase does', async () => {
    const path = `${alice.userId}/page.html`;
    const { error } = await alice.client.storage
      .from(PRIVATE)
      .upload(path, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), {
        upsert: true,
      });
    expect(error).toBeNull();
    const { data } = await alice.client.auth.getSession();
    const response = await fetch(storageUrl(`/object/authenticated/${PRIVATE}/${path}`), {
      headers: {
        apikey: stackEnv().anonKey,
        Authorization: `Bearer ${data.session?.access_token}`,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('<script>alert(1)</script>');
  });

  it('answers a missing public object and a private bucket with Supabase errors', async () => {
    const missing = await fetch(storageUrl(`/object/public/${PUBLIC}/nothing.png`));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
    const hidden = await fetch(storageUrl(`/object/public/${PRIVATE}/${key()}`));
    expect(await hidden.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('lets the owner download a private object and hides it from others', async () => {
    const { data, error } = await alice.client.storage.from(PRIVATE).download(key());
    expect(error).toBeNull();
    expect(await data?.text()).toBe('private bytes');
    const other = await bob.client.storage.from(PRIVATE).download(key());
    expect(other.data).toBeNull();
    expect(other.error).toMatchObject({ statusCode: '404' });
    const anon = await anonClient().storage.from(PRIVATE).download(key());
    expect(anon.data).toBeNull();
  });

  it('reports info and existence by the caller’s policies', async () => {
    const { data } = await alice.client.storage.from(PRIVATE).info(key());
    expect(data).toMatchObject({
      size: 13,
      contentType: 'text/plain',
      metadata: { caption: 'Relazione' },
    });
    expect((await alice.client.storage.from(PRIVATE).exists(key())).data).toBe(true);
    expect((await bob.client.storage.from(PRIVATE).exists(key())).data).toBe(false);
  });
});

describe('list, move, copy, remove', () => {
  const folder = () => `${alice.userId}/album`;

  beforeAll(async () => {
    const bucket = alice.client.storage.from(PRIVATE);
    for (const name of ['b.txt', 'a.txt', 'sub/c.txt', 'sub/deeper/d.txt', 'other/e.txt']) {
      const { error } = await bucket.upload(
        `${folder()}/${name}`,
        new Blob([name], { type: 'text/plain' }),
      );
      if (error) throw error;
    }
  });

  it('lists one level: folders first with null ids, then files, sorted and paged', async () => {
    const bucket = alice.client.storage.from(PRIVATE);
    const { data, error } = await bucket.list(folder());
    expect(error).toBeNull();
    expect(data?.map((e) => [e.name, e.id === null])).toEqual([
      ['other', true],
      ['sub', true],
      ['a.txt', false],
      ['b.txt', false],
    ]);
    expect(data?.[2].metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });

    const desc = await bucket.list(folder(), {
      sortBy: { column: 'name', order: 'desc' },
      limit: 3,
      offset: 1,
    });
    expect(desc.data?.map((e) => e.name)).toEqual(['other', 'b.txt', 'a.txt']);
    const searched = await bucket.list(folder(), { search: 'b' });
    expect(searched.data?.map((e) => e.name)).toEqual(['b.txt']);
    const nested = await bucket.list(`${folder()}/sub`);
    expect(nested.data?.map((e) => e.name)).toEqual(['deeper', 'c.txt']);
  });

  it('lists only what the caller may select', async () => {
    const { data, error } = await bob.client.storage.from(PRIVATE).list(folder());
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('moves an object, row and bytes', async () => {
    const bucket = alice.client.storage.from(PRIVATE);
    const { data, error } = await bucket.move(`${folder()}/a.txt`, `${folder()}/moved/a.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect((await bucket.download(`${folder()}/a.txt`)).error?.statusCode).toBe('404');
    expect(await (await bucket.download(`${folder()}/moved/a.txt`)).data?.text()).toBe('a.txt');
    expect(existsSync(onDisk(PRIVATE, `${folder()}/a.txt`))).toBe(false);
    expect(existsSync(onDisk(PRIVATE, `${folder()}/moved/a.txt`))).toBe(true);

    const stolen = await bob.client.storage
      .from(PRIVATE)
      .move(`${folder()}/b.txt`, `${bob.userId}/b.txt`);
    expect(stolen.error?.statusCode).toBe('404');
  });

  it('copies an object', async () => {
    const bucket = alice.client.storage.from(PRIVATE);
    const { data, error } = await bucket.copy(`${folder()}/b.txt`, `${folder()}/copy-of-b.txt`);
    expect(error).toBeNull();
    expect(data?.path).toBe(`${PRIVATE}/${folder()}/copy-of-b.txt`);
    expect(await (await bucket.download(`${folder()}/copy-of-b.txt`)).data?.text()).toBe('b.txt');
    expect(await (await bucket.download(`${folder()}/b.txt`)).data?.text()).toBe('b.txt');
  });

  it('removes only what the caller may delete and answers with the deleted objects', async () => {
    const path = `${folder()}/other/e.txt`;
    const refused = await bob.client.storage.from(PRIVATE).remove([path]);
    expect(refused.data).toEqual([]);
    expect(existsSync(onDisk(PRIVATE, path))).toBe(true);

    const { data, error } = await alice.client.storage
      .from(PRIVATE)
      .remove([path, `${folder()}/missing.txt`]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([path]);
    expect(existsSync(onDisk(PRIVATE, path))).toBe(false);
    expect((await alice.client.storage.from(PRIVATE).download(path)).error?.statusCode).toBe('404');
  });
});

describe('signed URLs', () => {
  const key = () => `${alice.userId}/signed/contract.txt`;

  beforeAll(async () => {
    const { error } = await alice.client.storage
      .from(PRIVATE)
      .upload(key(), new Blob(['signed bytes'], { type: 'text/plain' }));
    if (error) throw error;
  });

  it('signs an object the caller may read, and the URL serves it without a key', async () => {
    const { data, error } = await alice.client.storage.from(PRIVATE).createSignedUrl(key(), 60);
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('signed bytes');
  });

  it('refuses to sign for a caller who cannot read the object', async () => {
    const { data, error } = await bob.client.storage.from(PRIVATE).createSignedUrl(key(), 60);
    expect(data).toBeNull();
    expect(error?.statusCode).toBe('404');
  });

  it('refuses a token used for another path, and an expired one', async () => {
    const { data } = await alice.client.storage.from(PRIVATE).createSignedUrl(key(), 1);
    const token = new URL(data!.signedUrl).searchParams.get('token');
    const other = await fetch(
      storageUrl(`/object/sign/${PRIVATE}/${alice.userId}/other.txt?token=${token}`),
    );
    expect(await other.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('signs several paths, with an error entry for those refused', async () => {
    const { data, error } = await alice.client.storage
      .from(PRIVATE)
      .createSignedUrls([key(), `${alice.userId}/missing.txt`], 60);
    expect(error).toBeNull();
    expect(data?.map((d) => [d.path, d.error === null, d.signedUrl !== null])).toEqual([
      [key(), true, true],
      [`${alice.userId}/missing.txt`, false, false],
    ]);
  });
});

describe('buckets', () => {
  const id = 'st-made-by-api';

  it('lets the service role create, read, update and delete a bucket', async () => {
    const storage = serviceClient().storage;
    await storage.emptyBucket(id);
    await storage.deleteBucket(id);
    const created = await storage.createBucket(id, {
      public: true,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/png'],
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name: id });
    expect((await storage.createBucket(id)).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });

    const { data: bucket } = await storage.getBucket(id);
    expect(bucket).toMatchObject({
      id,
      public: true,
      file_size_limit: 1000,
      allowed_mime_types: ['image/png'],
    });
    expect((await storage.listBuckets()).data?.map((b) => b.id)).toContain(id);

    expect(
      (await storage.updateBucket(id, { public: false, fileSizeLimit: 2000 })).error,
    ).toBeNull();
    expect((await storage.getBucket(id)).data).toMatchObject({
      public: false,
      file_size_limit: 2000,
    });

    expect((await storage.from(id).upload('x.png', png(1500))).error).toBeNull();
    expect((await storage.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await storage.emptyBucket(id)).error).toBeNull();
    expect((await storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    expect((await storage.getBucket(id)).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('refuses bucket writes to anon and users, and a limit above the global cap', async () => {
    expect((await anonClient().storage.createBucket('st-anon')).error?.statusCode).toBe('403');
    expect((await alice.client.storage.createBucket('st-alice')).error?.statusCode).toBe('403');
    expect((await alice.client.storage.getBucket(PUBLIC)).error?.statusCode).toBe('404');
    const huge = await serviceClient().storage.createBucket('st-huge', {
      public: false,
      fileSizeLimit: '1GB',
    });
    expect(huge.error?.statusCode).toBe('413');
  });

  it('answers malformed JSON and unknown routes without failing', async () => {
    const malformed = await raw(`/object/list/${PRIVATE}`, {
      method: 'POST',
      body: '{"prefix":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { statusCode: '400' } });
    const unknown = await raw('/nowhere', { method: 'PATCH' });
    expect(unknown.status).toBe(404);
  });
});
