// The first profile created while no admin exists becomes admin — exactly one, even when first
// logins race — and the last active admin can be neither demoted nor blocked.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, stackEnv } from '../helpers/stack';

let pool: pg.Pool;
let originalAdmins: string[] = [];

/** Superuser: turn every admin into an editor, bypassing the last-admin guard (replica mode skips triggers). */
async function removeAllAdmins() {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(`update profiles set role = 'editor' where role = 'admin'`);
    await client.query('commit');
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 3 });
  originalAdmins = (await pool.query(`select id from profiles where role = 'admin'`)).rows.map(
    (r) => r.id,
  );
});

afterAll(async () => {
  if (pool) {
    await pool.query(`update profiles set role = 'admin', status = 'active' where id = any($1)`, [
      originalAdmins,
    ]);
    await pool.end();
  }
});

describe('first admin', () => {
  it.each([1, 2, 3])(
    'concurrent first logins with no admin make exactly one admin (round %i)',
    async () => {
      await removeAllAdmins();
      expect(
        (await pool.query(`select count(*)::int n from profiles where role = 'admin'`)).rows[0].n,
      ).toBe(0);
      const users = await Promise.all([0, 1, 2, 3].map(() => signedInClient()));
      const results = await Promise.all(users.map((u) => u.client.rpc('ensure_profile')));
      for (const r of results) expect(r.error).toBeNull();
      const roles = results.map((r) => (r.data as { role: string }).role).sort();
      expect(roles).toEqual(['admin', 'player', 'player', 'player']);
      const { rows } = await pool.query(`select id from profiles where role = 'admin'`);
      expect(rows).toHaveLength(1);
      // calling again changes nothing
      const again = await Promise.all(users.map((u) => u.client.rpc('ensure_profile')));
      expect(again.map((r) => (r.data as { role: string }).role).sort()).toEqual(roles);
      originalAdmins.push(rows[0].id);
    },
  );

  it('the last active admin cannot be demoted, blocked or deleted', async () => {
    await removeAllAdmins();
    const u = await signedInClient();
    const { data } = await u.client.rpc('ensure_profile');
    expect(data).toMatchObject({ role: 'admin' });
    for (const sql of [
      `update profiles set role = 'player' where id = $1`,
      `update profiles set status = 'blocked' where id = $1`,
      `delete from profiles where id = $1`,
    ]) {
      await expect(pool.query(sql, [u.userId])).rejects.toThrow(/last active administrator/);
    }
    // with a second admin, the first may be blocked by that admin
    const second = await signedInClient();
    await second.client.rpc('ensure_profile');
    await pool.query(`update profiles set role = 'admin' where id = $1`, [second.userId]);
    const blocked = await second.client.rpc('admin_set_user_status', {
      p_user_id: u.userId,
      p_status: 'blocked',
    });
    expect(blocked.error).toBeNull();
    expect(blocked.data).toMatchObject({ status: 'blocked' });
    // ... and now the second is the last active admin: demoting him via the RPC needs another admin
    const back = await pool.query(
      `update profiles set status = 'active' where id = $1 returning status`,
      [u.userId],
    );
    expect(back.rows[0].status).toBe('active');
  });
});
