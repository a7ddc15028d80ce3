// The permission matrix of DESIGN §2, enforced by RLS: every table × select/insert/update/delete ×
// anon, player, captain (own team), captain of another team, editor, admin, a blocked admin, and an
// admin who has a verified second factor: signed in with the password only (aal1) he may do exactly
// what a signed-out visitor may, after the second step (aal2) what an admin may.
// Each write targets a fresh row made with superuser SQL; an update or delete counts as allowed
// only when PostgREST reports exactly one affected row.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, applyPlatform } from '../../supabase/local/migrate';
import { userWithVerifiedFactor } from '../helpers/mfa';
import { anonClient, signedInClient, stackEnv } from '../helpers/stack';

type Role =
  'anon' | 'player' | 'captain' | 'otherCaptain' | 'editor' | 'admin' | 'blocked' | 'aal1' | 'aal2';
const ROLES: Role[] = [
  'anon',
  'player',
  'captain',
  'otherCaptain',
  'editor',
  'admin',
  'blocked',
  'aal1',
  'aal2',
];
/** Roles left out of `allow`: each gets exactly the answers of the role it maps to. */
const SAME_AS: Partial<Record<Role, Role>> = { aal1: 'anon', aal2: 'admin' };
type Op = 'select' | 'insert' | 'update' | 'delete';
type Filter = Record<string, string | number>;

interface Ctx {
  teamA: number; // captain's team
  teamB: number; // other captain's team
  teamC: number; // nobody's team
  comp: number;
  season: number;
  match: number; // A vs C, for goals (completed, with room in the score for every goal made)
  article: number; // published
  users: Record<Exclude<Role, 'anon'>, string>;
  tag: string;
}

interface TableSpec {
  table: string;
  make: (ctx: Ctx) => Promise<Filter>;
  insert?: (ctx: Ctx, role: Role) => Promise<Record<string, unknown>>;
  patch?: (ctx: Ctx) => Record<string, unknown>;
  allow: Partial<Record<Op, Role[]>>;
}

const everyone = ROLES;
const ADMIN: Role[] = ['admin'];
const EDITORS: Role[] = ['editor', 'admin'];
const TEAM_STAFF: Role[] = ['captain', 'admin'];
const ACTIVE_USERS: Role[] = ['player', 'captain', 'otherCaptain', 'editor', 'admin'];

let pool: pg.Pool;
let seq = 0;
const uniq = (p: string) => `${p} ${Date.now().toString(36)}-${++seq}`;
const slug = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`;
async function one(text: string, params: unknown[] = []): Promise<Record<string, unknown>> {
  const { rows } = await pool.query(text, params);
  return rows[0];
}
async function id(text: string, params: unknown[] = []): Promise<number> {
  return Number((await one(text, params)).id);
}
const newTeam = () => id('insert into teams (name) values ($1) returning id', [uniq('Team')]);
const newComp = () =>
  id('insert into competitions (name, slug) values ($1, $2) returning id', [
    uniq('Comp'),
    slug('c'),
  ]);
const newSeason = () =>
  id(
    `insert into seasons (name, start_date, end_date) values ($1, '2025-09-01', '2026-06-30') returning id`,
    [uniq('S')],
  );
const newPlayer = (team: number) =>
  id(`insert into players (first_name, last_name, team_id) values ('Rino', $1, $2) returning id`, [
    uniq('Gatti'),
    team,
  ]);
const newMatch = (ctx: Ctx, home: number, away: number) =>
  id(
    `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date)
     values ($1, $2, $3, $4, now() + interval '7 days') returning id`,
    [ctx.comp, ctx.season, home, away],
  );
const newArticle = (status: 'draft' | 'published') =>
  id(`insert into articles (title, status) values ($1, $2) returning id`, [
    uniq('Articolo'),
    status,
  ]);
/** A gallery object of `owner`, recorded as the Storage API records an upload. */
async function newGalleryObject(owner: string | null): Promise<string> {
  const name = `${owner ?? 'anon'}/${slug('m')}.jpg`;
  await pool.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('gallery', $1, $2::uuid, $2::text, '{"mimetype": "image/jpeg", "size": 1}')`,
    [name, owner],
  );
  return name;
}

const SPECS: TableSpec[] = [
  {
    table: 'competitions',
    make: async () => ({ id: await newComp() }),
    insert: async () => ({ name: uniq('Comp'), slug: slug('comp'), level: 3 }),
    patch: () => ({ level: 5 }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'seasons',
    make: async () => ({ id: await newSeason() }),
    insert: async () => ({ name: uniq('S'), start_date: '2030-01-01', end_date: '2030-06-01' }),
    patch: () => ({ end_date: '2026-07-01' }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'tournament_modes',
    make: async () => ({
      id: await id('insert into tournament_modes (name) values ($1) returning id', [uniq('Mode')]),
    }),
    insert: async () => ({ name: uniq('Mode'), points_win: 2, legs: 2, playoff_teams: 4 }),
    patch: () => ({ playoff_teams: 8 }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'competition_seasons',
    make: async (ctx) => {
      const c = await newComp();
      await pool.query(
        'insert into competition_seasons (competition_id, season_id) values ($1, $2)',
        [c, ctx.season],
      );
      return { competition_id: c, season_id: ctx.season };
    },
    insert: async (ctx) => ({ competition_id: await newComp(), season_id: ctx.season }),
    patch: () => ({ tournament_mode_id: null }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'competition_season_teams',
    make: async (ctx) => {
      const c = await newComp();
      await pool.query(
        'insert into competition_seasons (competition_id, season_id) values ($1, $2)',
        [c, ctx.season],
      );
      await pool.query('insert into competition_season_teams values ($1, $2, $3)', [
        c,
        ctx.season,
        ctx.teamA,
      ]);
      return { competition_id: c, season_id: ctx.season, team_id: ctx.teamA };
    },
    insert: async (ctx) => {
      const c = await newComp();
      await pool.query(
        'insert into competition_seasons (competition_id, season_id) values ($1, $2)',
        [c, ctx.season],
      );
      return { competition_id: c, season_id: ctx.season, team_id: ctx.teamA };
    },
    patch: (ctx) => ({ team_id: ctx.teamA }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'venues',
    make: async () => ({
      id: await id('insert into venues (name) values ($1) returning id', [uniq('Campo')]),
    }),
    insert: async () => ({ name: uniq('Campo'), city: 'Bergamo', latitude: 45.7, longitude: 9.67 }),
    patch: () => ({ city: 'Brescia' }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    // update targets the captain's own team (logo only); delete targets a fresh team
    table: 'teams',
    make: async (ctx) => ({ id: ctx.teamA }),
    insert: async () => ({ name: uniq('Team'), parish: 'San Rocco', colors: ['#ff0000', '#fff'] }),
    patch: () => ({ logo_url: `https://example.test/logo-${++seq}.png` }),
    allow: { select: everyone, insert: ADMIN, update: TEAM_STAFF },
  },
  {
    table: 'teams',
    make: async () => ({ id: await newTeam() }),
    allow: { delete: ADMIN },
  },
  {
    table: 'players',
    make: async (ctx) => ({ id: await newPlayer(ctx.teamA) }),
    insert: async (ctx) => ({
      first_name: 'Gino',
      last_name: uniq('Bianchi'),
      team_id: ctx.teamA,
      role: 'forward',
      jersey_number: 9,
    }),
    patch: () => ({ jersey_number: 10 }),
    allow: { select: everyone, insert: TEAM_STAFF, update: TEAM_STAFF, delete: TEAM_STAFF },
  },
  {
    table: 'player_private',
    make: async (ctx) => {
      const p = await newPlayer(ctx.teamA);
      await pool.query(`insert into player_private values ($1, 'CA123', '2000-02-03')`, [p]);
      return { player_id: p };
    },
    insert: async (ctx) => ({
      player_id: await newPlayer(ctx.teamA),
      document_id: 'AB999',
      date_of_birth: '1999-01-01',
    }),
    patch: () => ({ document_id: 'ZZ000' }),
    allow: { select: TEAM_STAFF, insert: TEAM_STAFF, update: TEAM_STAFF, delete: TEAM_STAFF },
  },
  {
    table: 'sponsors',
    make: async (ctx) => ({
      id: await id(`insert into sponsors (name, team_id) values ('Bar Sport', $1) returning id`, [
        ctx.teamA,
      ]),
    }),
    insert: async (ctx) => ({
      name: uniq('Pizzeria'),
      team_id: ctx.teamA,
      website: 'https://pizza.test',
    }),
    patch: () => ({ website: 'https://bar.test' }),
    allow: { select: everyone, insert: TEAM_STAFF, update: TEAM_STAFF, delete: TEAM_STAFF },
  },
  {
    table: 'honors',
    make: async (ctx) => ({
      id: await id(
        `insert into honors (team_id, achievement) values ($1, 'Campioni') returning id`,
        [ctx.teamA],
      ),
    }),
    insert: async (ctx) => ({
      team_id: ctx.teamA,
      competition_id: ctx.comp,
      season_id: ctx.season,
      achievement: 'Coppa',
    }),
    patch: () => ({ achievement: 'Supercoppa' }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    // a captain of either team enters the result; fixtures themselves are admin-only
    table: 'matches',
    make: async (ctx) => ({ id: await newMatch(ctx, ctx.teamA, ctx.teamC) }),
    insert: async (ctx) => ({
      competition_id: ctx.comp,
      season_id: ctx.season,
      home_team_id: ctx.teamA,
      away_team_id: ctx.teamC,
      match_date: '2030-05-01T20:30:00Z',
    }),
    patch: () => ({ home_score: 3, away_score: 2, status: 'completed' }),
    allow: { select: everyone, insert: ADMIN, update: TEAM_STAFF, delete: ADMIN },
  },
  {
    table: 'goals',
    make: async (ctx) => ({
      id: await id(
        'insert into goals (match_id, team_id, minute) values ($1, $2, 12) returning id',
        [ctx.match, ctx.teamA],
      ),
    }),
    insert: async (ctx) => ({ match_id: ctx.match, team_id: ctx.teamC, minute: 40 }),
    patch: () => ({ minute: 33 }),
    allow: { select: everyone, insert: TEAM_STAFF, update: TEAM_STAFF, delete: TEAM_STAFF },
  },
  {
    table: 'playoff_brackets',
    make: async (ctx) => ({
      id: await id(
        'insert into playoff_brackets (competition_id, season_id) values ($1, $2) returning id',
        [await newComp(), ctx.season],
      ),
    }),
    insert: async (ctx) => ({
      competition_id: await newComp(),
      season_id: ctx.season,
      match_ids: [],
    }),
    patch: () => ({ match_ids: [] }),
    allow: { select: everyone, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'articles',
    make: async () => ({ id: await newArticle('published') }),
    insert: async () => ({
      title: uniq('Nuovo articolo'),
      content: '<p>Ciao</p>',
      status: 'draft',
    }),
    patch: () => ({ pinned: true }),
    allow: { select: everyone, insert: EDITORS, update: EDITORS, delete: EDITORS },
  },
  {
    table: 'articles',
    make: async () => ({ id: await newArticle('draft') }),
    allow: { select: EDITORS },
  },
  {
    // a comment written by the player: he edits/deletes it, editors moderate, others cannot
    table: 'comments',
    make: async (ctx) => ({
      id: await id(
        `insert into comments (article_id, author_id, body) values ($1, $2, 'Bella partita') returning id`,
        [ctx.article, ctx.users.player],
      ),
    }),
    insert: async (ctx, role) => ({
      article_id: ctx.article,
      author_id: role === 'anon' ? null : ctx.users[role],
      body: 'Forza!',
    }),
    patch: () => ({ body: 'Modificato' }),
    allow: {
      select: everyone,
      insert: ACTIVE_USERS,
      update: ['player', ...EDITORS],
      delete: ['player', ...EDITORS],
    },
  },
  {
    table: 'albums',
    make: async () => ({
      id: await id(`insert into albums (name) values ($1) returning id`, [uniq('Album')]),
    }),
    insert: async () => ({ name: uniq('Album'), description: 'Finali' }),
    patch: () => ({ description: 'Aggiornato' }),
    allow: { select: everyone, insert: EDITORS, update: EDITORS, delete: EDITORS },
  },
  {
    // an item uploaded by the player: he may delete it; only editors edit
    table: 'media_items',
    // (each insert records a gallery object of the inserting user's own)
    make: async (ctx) => ({
      id: await id(
        `insert into media_items (type, storage_path, uploaded_by) values ('image', $1, $2) returning id`,
        [await newGalleryObject(ctx.users.player), ctx.users.player],
      ),
    }),
    insert: async (ctx, role) => ({
      type: 'image',
      storage_path: await newGalleryObject(role === 'anon' ? null : ctx.users[role]),
      uploaded_by: role === 'anon' ? null : ctx.users[role],
    }),
    patch: () => ({ caption: 'Festa' }),
    allow: {
      select: everyone,
      insert: ACTIVE_USERS,
      update: EDITORS,
      delete: ['player', ...EDITORS],
    },
  },
  {
    table: 'homepage_layout',
    make: async () => ({ id: 1 }),
    patch: () => ({ updated_at: new Date().toISOString() }),
    allow: { select: everyone, update: EDITORS, delete: [] },
  },
  {
    table: 'countdown_event',
    make: async () => ({ id: 1 }),
    patch: () => ({ updated_at: new Date().toISOString() }),
    allow: { select: everyone, update: EDITORS, delete: [] },
  },
  {
    table: 'themes',
    make: async () => ({ id: 1 }),
    patch: () => ({ updated_at: new Date().toISOString() }),
    allow: { select: everyone, update: ADMIN, delete: [] },
  },
];

const clients = {} as Record<Role, SupabaseClient>;
const ctx = {} as Ctx;

async function setRole(
  userId: string,
  role: string,
  status = 'active',
  team: number | null = null,
) {
  await pool.query('update profiles set role = $2, status = $3, team_id = $4 where id = $1', [
    userId,
    role,
    status,
    team,
  ]);
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 4 });
  ctx.tag = Date.now().toString(36);
  ctx.teamA = await newTeam();
  ctx.teamB = await newTeam();
  ctx.teamC = await newTeam();
  ctx.comp = await newComp();
  ctx.season = await newSeason();
  ctx.match = await newMatch(ctx, ctx.teamA, ctx.teamC);
  await pool.query(
    `update matches set status = 'completed', home_score = 99, away_score = 99 where id = $1`,
    [ctx.match],
  );
  ctx.article = await newArticle('published');
  ctx.users = {} as Ctx['users'];
  clients.anon = anonClient() as unknown as SupabaseClient;
  // one new user per role; aal1 and aal2 are two sessions of the two-factor user made below
  const oneUserEach = ROLES.filter((r) => r !== 'anon' && !SAME_AS[r]) as Exclude<Role, 'anon'>[];
  for (const role of oneUserEach) {
    const u = await signedInClient(undefined, undefined, { first_name: role, last_name: 'Test' });
    const { error } = await u.client.rpc('ensure_profile');
    expect(error).toBeNull();
    clients[role] = u.client as unknown as SupabaseClient;
    ctx.users[role] = u.userId;
  }
  await setRole(ctx.users.admin, 'admin');
  await setRole(ctx.users.editor, 'editor');
  await setRole(ctx.users.captain, 'captain', 'active', ctx.teamA);
  await setRole(ctx.users.otherCaptain, 'captain', 'active', ctx.teamB);
  await setRole(ctx.users.player, 'player');
  // strongest case: a blocked *admin* must be refused every write
  await setRole(ctx.users.blocked, 'admin');
  await setRole(ctx.users.blocked, 'admin', 'blocked');
  const twoFactor = await userWithVerifiedFactor();
  clients.aal1 = twoFactor.aal1 as unknown as SupabaseClient;
  clients.aal2 = twoFactor.aal2 as unknown as SupabaseClient;
  ctx.users.aal1 = twoFactor.userId;
  ctx.users.aal2 = twoFactor.userId;
  await setRole(twoFactor.userId, 'admin');
});

afterAll(async () => {
  await pool?.end();
});

async function attempt(
  spec: TableSpec,
  op: Op,
  role: Role,
): Promise<{ allowed: boolean; detail: string }> {
  const client = clients[role];
  if (op === 'select') {
    const f = await spec.make(ctx);
    const { data, error } = await client.from(spec.table).select('*').match(f);
    return {
      allowed: !error && (data?.length ?? 0) === 1,
      detail: error?.message ?? `${data?.length} rows`,
    };
  }
  if (op === 'insert') {
    const payload = await spec.insert!(ctx, role);
    const { error } = await client.from(spec.table).insert(payload);
    return { allowed: !error, detail: error ? `${error.code} ${error.message}` : 'inserted' };
  }
  if (op === 'update') {
    const f = await spec.make(ctx);
    const { error, count } = await client
      .from(spec.table)
      .update(spec.patch!(ctx), { count: 'exact' })
      .match(f);
    return {
      allowed: !error && count === 1,
      detail: error ? `${error.code} ${error.message}` : `count ${count}`,
    };
  }
  const f = await spec.make(ctx);
  const { error, count } = await client.from(spec.table).delete({ count: 'exact' }).match(f);
  return {
    allowed: !error && count === 1,
    detail: error ? `${error.code} ${error.message}` : `count ${count}`,
  };
}

const cases = SPECS.flatMap((spec, i) =>
  (Object.entries(spec.allow) as [Op, Role[]][]).flatMap(([op, allowed]) =>
    ROLES.map((role) => ({
      i,
      table: spec.table,
      op,
      role,
      expected: allowed.includes(SAME_AS[role] ?? role),
    })),
  ),
);

describe('RLS matrix', () => {
  it.each(cases)('$table $op as $role → allowed=$expected', async ({ i, op, role, expected }) => {
    const result = await attempt(SPECS[i], op, role);
    expect({ allowed: result.allowed, detail: result.detail }).toMatchObject({ allowed: expected });
  });

  it('covers every table of the migrations, each with RLS enabled', async () => {
    // A database of its own: other test files add tables of their own to the stack's database.
    const name = `rls_check_${process.pid}`;
    await pool.query(`drop database if exists ${name}`);
    await pool.query(`create database ${name}`);
    const client = new pg.Client({
      connectionString: stackEnv().dbUrl.replace(/\/postgres$/, `/${name}`),
    });
    await client.connect();
    try {
      await applyPlatform(client);
      await applyMigrations(client, () => {});
      const { rows } = await client.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      );
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
      // profiles has its own tests in rls-roles.test.ts
      const covered = new Set([...SPECS.map((s) => s.table), 'profiles']);
      expect(rows.map((r) => r.relname).filter((t) => !covered.has(t))).toEqual([]);

      // …and every one of them, and storage.objects, has restrictive policies asking for the second
      // step on insert (a), update (w) and delete (d): a table added later cannot forget them.
      const mfa = await client.query<{ name: string; commands: string[] }>(
        `select n.nspname || '.' || c.relname as name,
                array(select distinct p.polcmd::text from pg_policy p
                      where p.polrelid = c.oid and not p.polpermissive
                        and concat(pg_get_expr(p.polqual, p.polrelid), ' ',
                                   pg_get_expr(p.polwithcheck, p.polrelid)) like '%app.mfa_satisfied()%'
                      order by 1) as commands
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where (n.nspname = 'public' and c.relkind in ('r', 'p'))
            or (n.nspname = 'storage' and c.relname = 'objects')
         order by 1`,
      );
      expect(mfa.rows).toHaveLength(rows.length + 1);
      expect(
        mfa.rows.filter((r) => !['a', 'd', 'w'].every((cmd) => r.commands.includes(cmd))),
      ).toEqual([]);
    } finally {
      await client.end();
      await pool.query(`drop database if exists ${name} with (force)`);
    }
  });
});
