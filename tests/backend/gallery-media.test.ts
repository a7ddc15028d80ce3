// A gallery item is an object of the project's own gallery bucket, never free text (migration
// 20261123100000): attacks on media_items through the API, as a signed-in player would make them.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlatform, MIGRATIONS_DIR } from '../../supabase/local/migrate';
import type { Database } from '../../src/types/database';
import { anonClient, signedInClient, sql, stackEnv } from '../helpers/stack';

type Client = SupabaseClient<Database>;
const MIGRATION = '20261123100000_uploads_without_active_content.sql';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let player: { client: Client; userId: string };
let other: { client: Client; userId: string };
let editor: { client: Client; userId: string };
let n = 0;

async function member(role: 'player' | 'editor') {
  const user = await signedInClient();
  await user.client.rpc('ensure_profile');
  await sql('update profiles set role = $2, status = $3 where id = $1', [
    user.userId,
    role,
    'active',
  ]);
  return user;
}

/** Uploads a PNG into the uploader's folder of the gallery bucket, as the app does. */
async function uploadPng(user: { client: Client; userId: string }): Promise<string> {
  const path = `${user.userId}/${Date.now()}-${++n}.png`;
  const { error } = await user.client.storage
    .from('gallery')
    .upload(path, PNG, { contentType: 'image/png', upsert: false });
  if (error) throw error;
  return path;
}

async function itemsAt(path: string): Promise<number> {
  return (await sql('select 1 from media_items where storage_path = $1', [path])).rowCount ?? 0;
}

beforeAll(async () => {
  player = await member('player');
  other = await member('player');
  editor = await member('editor');
});

describe('what a player may record as a gallery item', () => {
  it('a free-text URL is refused: another site’s image, a script URL', async () => {
    const before = (await sql('select count(*)::int as n from media_items')).rows[0].n;
    for (const url of ['https://evil.test/photo.jpg', 'javascript:alert(document.cookie)']) {
      // The old column, and the same text given as a path.
      const asUrl = await player.client
        .from('media_items')
        .insert({ type: 'image', url } as never)
        .select('id');
      expect(asUrl.error).not.toBeNull();
      const asPath = await player.client
        .from('media_items')
        .insert({ type: 'image', storage_path: url })
        .select('id');
      expect(asPath.error).toMatchObject({ code: '42501' });
    }
    expect((await sql('select count(*)::int as n from media_items')).rows[0].n).toBe(before);
  });

  it('a path to someone else’s object, or to no object, is refused', async () => {
    const theirs = await uploadPng(other);
    for (const storage_path of [theirs, `${player.userId}/never-uploaded.png`]) {
      const { error } = await player.client
        .from('media_items')
        .insert({ type: 'image', storage_path });
      expect(error).toMatchObject({ code: '42501' });
      expect(await itemsAt(storage_path)).toBe(0);
    }
  });

  it('a path to an object of another bucket is refused', async () => {
    const path = `${player.userId}/avatar-${++n}.png`;
    const { error: uploadError } = await player.client.storage
      .from('avatars')
      .upload(path, PNG, { contentType: 'image/png' });
    expect(uploadError).toBeNull();
    const { error } = await player.client
      .from('media_items')
      .insert({ type: 'image', storage_path: path });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('the item’s type must be the object’s: an image is not recorded as a video', async () => {
    const path = await uploadPng(player);
    const { error } = await player.client
      .from('media_items')
      .insert({ type: 'video', storage_path: path });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('an SVG stored before the bucket refused them cannot become a gallery item', async () => {
    const path = `${player.userId}/old-${++n}.svg`;
    await sql(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
       values ('gallery', $1, $2::uuid, $2::text, '{"mimetype": "image/svg+xml", "size": 100}')`,
      [path, player.userId],
    );
    const { error } = await player.client
      .from('media_items')
      .insert({ type: 'image', storage_path: path });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('the app’s path works: upload, record by path, and the public URL serves the image', async () => {
    const path = await uploadPng(player);
    const { error } = await player.client
      .from('media_items')
      .insert({ type: 'image', storage_path: path, album_id: null });
    expect(error).toBeNull();

    const anon = anonClient();
    const { data } = await anon
      .from('media_items')
      .select('storage_path, uploaded_by')
      .eq('storage_path', path)
      .single();
    expect(data).toEqual({ storage_path: path, uploaded_by: player.userId });
    const response = await fetch(anon.storage.from('gallery').getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });
});

describe('what staff may do with gallery items', () => {
  it('an editor records any gallery object, e.g. a player’s upload', async () => {
    const path = await uploadPng(player);
    const { error } = await editor.client
      .from('media_items')
      .insert({ type: 'image', storage_path: path });
    expect(error).toBeNull();
  });

  it('an editor moves and captions an item, but cannot repoint it at another object', async () => {
    const path = await uploadPng(editor);
    const { data: item } = await editor.client
      .from('media_items')
      .insert({ type: 'image', storage_path: path })
      .select('id')
      .single();
    const album = await editor.client
      .from('albums')
      .insert({ name: `Media ${n}` })
      .select()
      .single();
    const moved = await editor.client
      .from('media_items')
      .update({ album_id: album.data!.id, caption: 'Festa' })
      .eq('id', item!.id)
      .select('album_id, caption');
    expect(moved.data).toEqual([{ album_id: album.data!.id, caption: 'Festa' }]);
    const repointed = await editor.client
      .from('media_items')
      .update({ storage_path: 'https://evil.test/x.png' })
      .eq('id', item!.id);
    expect(repointed.error).toMatchObject({ code: '42501' });
    expect(await itemsAt(path)).toBe(1);
  });
});

/**
 * The migration on a database that has items from before it: its own database, built from the
 * migrations that precede it, so the stack's database is untouched.
 */
describe('migration of existing items', () => {
  const name = `gallery_migration_${process.pid}`;
  let db: pg.Client;

  beforeAll(async () => {
    await sql(`drop database if exists ${name} with (force)`);
    await sql(`create database ${name}`);
    db = new pg.Client({ connectionString: stackEnv().dbUrl.replace(/\/postgres$/, `/${name}`) });
    await db.connect();
    await applyPlatform(db);
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()) {
      if (file >= MIGRATION) break;
      await db.query(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
    }
  });

  afterAll(async () => {
    await db?.end();
    await sql(`drop database if exists ${name} with (force)`);
  });

  it('keeps uploaded items by their path and drops those that point outside the bucket', async () => {
    await db.query(`
      insert into public.media_items (id, type, url, storage_path) values
        (1, 'image', 'https://ref.supabase.co/storage/v1/object/public/gallery/u/1.png', 'u/1.png'),
        (2, 'video', 'https://ref.supabase.co/storage/v1/object/public/gallery/u/2.mp4', null),
        (3, 'image', 'https://evil.test/photo.jpg', null),
        (4, 'image', 'javascript:alert(1)', null),
        (5, 'image', '/demo/gallery/finale-1.svg', null)`);
    await db.query(await readFile(join(MIGRATIONS_DIR, MIGRATION), 'utf8'));
    const { rows } = await db.query(
      'select id::int, type::text, storage_path from public.media_items order by id',
    );
    expect(rows).toEqual([
      { id: 1, type: 'image', storage_path: 'u/1.png' },
      { id: 2, type: 'video', storage_path: 'u/2.mp4' },
    ]);
    const column = await db.query(
      `select 1 from information_schema.columns where table_name = 'media_items' and column_name = 'url'`,
    );
    expect(column.rowCount).toBe(0);
  });
});
