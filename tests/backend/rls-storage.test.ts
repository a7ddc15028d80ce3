// Storage policies from 20261122080300_storage.sql, through the storage API: who may upload where.
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
    for (const r of rows) {
      expect(r.public).toBe(true);
      expect(Number(r.file_size_limit)).toBeGreaterThan(0);
      expect(r.allowed_mime_types).toEqual(
        r.id === 'gallery' ? ['image/*', 'video/*'] : ['image/*'],
      );
    }
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
