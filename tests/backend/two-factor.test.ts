// Two-factor sign-in enforced by the database (20261123090000_two_factor_required.sql), as an
// attacker who has only the password sees it: the session is aal1, the account has a verified
// factor. What RLS decides table by table (and that every table has the restrictive policies) is
// in rls-matrix.test.ts; here, what goes through functions and storage, and the platform's auth
// helpers the policies rely on.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { userWithVerifiedFactor, type TwoFactorUser } from '../helpers/mfa';
import { signedInClient, sql, stackEnv } from '../helpers/stack';

type Client = SupabaseClient<Database>;

const MFA_REFUSAL = {
  code: '28000',
  message: 'Two-factor authentication required: enter the code from your authenticator app first.',
  hint: 'insufficient_aal',
};
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const YEAR = 2093;
let admin: TwoFactorUser;
let n = 0;

const upload = (client: Client, bucket: string, path: string) =>
  client.storage.from(bucket).upload(path, PNG, { contentType: 'image/png' });

beforeAll(async () => {
  admin = await userWithVerifiedFactor();
  await sql(`update profiles set role = 'admin' where id = $1`, [admin.userId]);
});

afterAll(async () => {
  await sql('delete from matches where extract(year from match_date) = $1', [YEAR]);
});

describe('a session that still owes its second step', () => {
  it('reads its own profile, as the app does before asking for the code', async () => {
    const own = await admin.aal1.from('profiles').select('id, role').eq('id', admin.userId);
    expect(own).toMatchObject({ error: null, data: [{ id: admin.userId, role: 'admin' }] });
    const ensured = await admin.aal1.rpc('ensure_profile');
    expect(ensured.error).toBeNull();
    expect(ensured.data).toMatchObject({ id: admin.userId, role: 'admin' });
    // …but not other profiles, which an admin reads at aal2
    const all = await admin.aal1.from('profiles').select('id');
    expect(all.data?.map((p) => p.id)).toEqual([admin.userId]);
    const raised = await admin.aal2.from('profiles').select('id');
    expect(raised.data?.length).toBeGreaterThan(1);
  });

  it('cannot use the admin functions; the same user can after the second step', async () => {
    const denied = await admin.aal1.rpc('admin_list_users');
    expect(denied.error).toMatchObject(MFA_REFUSAL);
    expect(denied.status).toBe(403);
    const allowed = await admin.aal2.rpc('admin_list_users');
    expect(allowed.error).toBeNull();
    expect(allowed.data?.some((u) => u.id === admin.userId)).toBe(true);

    const victim = await signedInClient();
    await victim.client.rpc('ensure_profile');
    const promote = await admin.aal1.rpc('admin_set_user_role', {
      p_user_id: victim.userId,
      p_role: 'admin',
    });
    expect(promote.error).toMatchObject(MFA_REFUSAL);
    const block = await admin.aal1.rpc('admin_set_user_status', {
      p_user_id: victim.userId,
      p_status: 'blocked',
    });
    expect(block.error).toMatchObject(MFA_REFUSAL);
    const { rows } = await sql('select role, status from profiles where id = $1', [victim.userId]);
    expect(rows[0]).toEqual({ role: 'player', status: 'active' });
  });

  it('cannot import fixtures', async () => {
    const teams = await sql<{ id: string }>('select id from teams order by id limit 2');
    const row = {
      home_team_id: Number(teams.rows[0]!.id),
      away_team_id: Number(teams.rows[1]!.id),
      match_date: `${YEAR}-05-01T18:00:00Z`,
    };
    const denied = await admin.aal1.rpc('import_fixtures', { p_rows: [row] });
    expect(denied.error).toMatchObject(MFA_REFUSAL);
    const allowed = await admin.aal2.rpc('import_fixtures', { p_rows: [row] });
    expect(allowed).toMatchObject({ error: null, data: 1 });
  });

  it("cannot save a result, and does not see the staff's dashboard count", async () => {
    const { rows } = await sql<{ id: string }>(
      `insert into matches (home_team_id, away_team_id, match_date)
       select min(id), max(id), $1 from teams returning id`,
      [`${YEAR}-06-01T18:00:00Z`],
    );
    const match = Number(rows[0]!.id);
    const save = (client: Client) =>
      client.rpc('save_result', {
        p_match_id: match,
        p_status: 'completed',
        p_home_score: 3,
        p_away_score: 0,
        p_goals: [],
      });
    expect((await save(admin.aal1)).error?.code).toBe('42501');
    expect((await sql('select status from matches where id = $1', [match])).rows[0]).toEqual({
      status: 'scheduled',
    });
    expect((await save(admin.aal2)).error).toBeNull();

    const counts = await admin.aal1.rpc('dashboard_counts').single();
    expect(counts.data).toMatchObject({ registered_users: null });
    const staff = await admin.aal2.rpc('dashboard_counts').single();
    expect(staff.data?.registered_users).toBeGreaterThan(0);
  });

  it('uploads nothing to storage, where the same user may after the second step', async () => {
    for (const [bucket, path] of [
      ['avatars', `${admin.userId}/me-${++n}.png`],
      ['gallery', `${admin.userId}/g-${++n}.png`],
      ['branding', `logo-${++n}.png`],
    ] as const) {
      const denied = await upload(admin.aal1, bucket, path);
      expect({ bucket, refused: denied.error !== null }).toEqual({ bucket, refused: true });
      const allowed = await upload(admin.aal2, bucket, path);
      expect({ bucket, error: allowed.error }).toEqual({ bucket, error: null });
    }
    const kept = `logo-${++n}.png`;
    expect((await upload(admin.aal2, 'branding', kept)).error).toBeNull();
    await admin.aal1.storage.from('branding').remove([kept]);
    const { rowCount } = await sql(
      `select 1 from storage.objects where bucket_id = 'branding' and name = $1`,
      [kept],
    );
    expect(rowCount).toBe(1);
  });

  it('cannot create a profile for an account that has none yet; the second step can', async () => {
    const user = await userWithVerifiedFactor({ profile: false });
    const denied = await user.aal1.rpc('ensure_profile');
    expect(denied.error).toMatchObject(MFA_REFUSAL);
    expect((await sql('select 1 from profiles where id = $1', [user.userId])).rowCount).toBe(0);
    const created = await user.aal2.rpc('ensure_profile');
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ id: user.userId, role: 'player' });
  });

  it('a factor that was never verified asks for nothing', async () => {
    const { client, userId } = await signedInClient();
    await client.rpc('ensure_profile');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const named = await client
      .from('profiles')
      .update({ first_name: 'Senza' }, { count: 'exact' })
      .eq('id', userId);
    expect(named).toMatchObject({ error: null, count: 1 });
  });
});

describe('the platform auth helpers', () => {
  it('read an empty claims setting as no claims, like hosted Supabase', async () => {
    // what a pooled connection holds after an earlier request's transaction-local claims
    const client = new pg.Client({ connectionString: stackEnv().dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`set local request.jwt.claims = ''`);
      const { rows } = await client.query(
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
      );
      expect(rows[0]).toEqual({ uid: null, role: null, email: null, jwt: null });
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });

  it('keep auth.mfa_factors with hosted Auth’s columns', async () => {
    const { rows } = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'auth' and table_name = 'mfa_factors' order by ordinal_position`,
    );
    expect(rows.map((r) => r.column_name)).toEqual([
      'id',
      'user_id',
      'friendly_name',
      'factor_type',
      'status',
      'created_at',
      'updated_at',
      'secret',
      'phone',
      'last_challenged_at',
      'web_authn_credential',
      'web_authn_aaguid',
      'last_webauthn_challenge_data',
    ]);
  });
});
