// The homepage's widget kinds are listed once in TypeScript (src/entities/homepage-layout) and
// checked by the database on every save of the layout: the two lists must be the same.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_KINDS } from '../../src/entities/homepage-layout/widget-kinds';
import { stackEnv } from '../helpers/stack';

let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 1 });
});

afterAll(async () => {
  await pool?.end();
});

/** Saves a layout of one widget of `kind`, inside a transaction that is rolled back. */
async function saveLayoutWith(kind: string): Promise<string | null> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const rows = [{ columns: [{ width: 12, widgets: [{ kind, settings: {} }] }] }];
    await client.query('update public.homepage_layout set rows = $1 where id = 1', [
      JSON.stringify(rows),
    ]);
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('homepage widget kinds', () => {
  it.each(WIDGET_KINDS)('the database accepts a %s widget', async (kind) => {
    expect(await saveLayoutWith(kind)).toBeNull();
  });

  it('the database knows no kind the app does not', async () => {
    const { rows } = await pool.query<{ source: string }>(
      "select pg_get_functiondef('app.homepage_layout_validate'::regproc) as source",
    );
    const list = /not in\s*\(([^)]*)\)/.exec(rows[0]?.source ?? '')?.[1] ?? '';
    const kinds = [...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(kinds.sort()).toEqual([...WIDGET_KINDS].sort());
  });

  it('the database refuses a kind the app does not know', async () => {
    expect(await saveLayoutWith('weather')).toBe('Unknown homepage widget kind: weather');
  });
});
