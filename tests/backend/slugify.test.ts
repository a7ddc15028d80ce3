// One slug rule: what the forms propose (src/lib/slugify.ts) is what the database makes of the
// same name (app.slugify(), used for articles' slugs and calendar file names).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/slugify';
import { stackEnv } from '../helpers/stack';

let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 1 });
});

afterAll(async () => {
  await pool?.end();
});

describe('slugify', () => {
  it.each([
    'Coppa Città di Lecco',
    '  Serie A — 2025/26 ',
    'Trofeo Weißwurst',
    'Perché è già finita? Über Straße',
    'Æsir — Øre, Œuvre',
    "L'oratorio di San Luigi",
    'Finale: 6-5 dopo i rigori!!',
    '¡¿?!',
  ])('makes the same slug of %j as the database', async (name) => {
    const { rows } = await pool.query<{ slug: string }>('select app.slugify($1) as slug', [name]);
    expect(slugify(name)).toBe(rows[0]?.slug);
  });
});
