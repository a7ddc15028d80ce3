// Role rules that are more than "may this role write this table": profiles, the admin RPCs,
// captains entering results, drafts, blocked users, private player data, dashboard counts.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, stackEnv } from '../helpers/stack';

type Who = 'admin' | 'editor' | 'captain' | 'otherCaptain' | 'player' | 'blocked';
const users = {} as Record<Who, { client: SupabaseClient; id: string; email: string }>;
let anon: SupabaseClient;
let pool: pg.Pool;
let seq = 0;
const uniq = (p: string) => `${p} ${Date.now().toString(36)}-${++seq}`;
let teamA: number, teamB: number, teamC: number, comp: number, season: number;

async function q<R extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
) {
  return (await pool.query<R>(text, params)).rows;
}
async function newId(text: string, params: unknown[] = []) {
  return Number((await q<{ id: string }>(text, params))[0].id);
}
const newMatch = (home: number, away: number, extra = '') =>
  newId(
    `insert into matches (competition_id, season_id, home_team_id, away_team_id, match_date${extra ? ', status, home_score, away_score' : ''})
     values ($1, $2, $3, $4, now() + interval '1 day'${extra ? `, ${extra}` : ''}) returning id`,
    [comp, season, home, away],
  );

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 3 });
  anon = anonClient() as unknown as SupabaseClient;
  teamA = await newId('insert into teams (name) values ($1) returning id', [uniq('Oratorio A')]);
  teamB = await newId('insert into teams (name) values ($1) returning id', [uniq('Oratorio B')]);
  teamC = await newId('insert into teams (name) values ($1) returning id', [uniq('Oratorio C')]);
  comp = await newId(`insert into competitions (name, slug) values ($1, $2) returning id`, [
    uniq('Coppa'),
    `coppa-${Date.now().toString(36)}`,
  ]);
  season = await newId(
    `insert into seasons (name, start_date, end_date) values ($1, '2026-01-01', '2026-12-31') returning id`,
    [uniq('S')],
  );
  for (const who of ['admin', 'editor', 'captain', 'otherCaptain', 'player', 'blocked'] as Who[]) {
    const u = await signedInClient(undefined, undefined, {
      first_name: `Nome ${who}`,
      last_name: 'Cognome',
    });
    const { error } = await u.client.rpc('ensure_profile');
    expect(error).toBeNull();
    users[who] = { client: u.client as unknown as SupabaseClient, id: u.userId, email: u.email };
  }
  const set = (who: Who, role: string, status = 'active', team: number | null = null) =>
    q('update profiles set role = $2, status = $3, team_id = $4 where id = $1', [
      users[who].id,
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

describe('profiles', () => {
  it('ensure_profile returns the existing profile with the names from sign-up metadata', async () => {
    const { data, error } = await users.player.client.rpc('ensure_profile');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: users.player.id,
      role: 'player',
      status: 'active',
      first_name: 'Nome player',
      last_name: 'Cognome',
    });
  });

  it('a new user gets role player when an admin exists', async () => {
    const u = await signedInClient(undefined, undefined, {
      first_name: 'Nuovo',
      last_name: 'Utente',
    });
    const { data, error } = await u.client.rpc('ensure_profile');
    expect(error).toBeNull();
    expect(data).toMatchObject({ role: 'player', status: 'active', first_name: 'Nuovo' });
  });

  it('anon cannot call ensure_profile', async () => {
    const { error } = await anon.rpc('ensure_profile');
    expect(error).not.toBeNull();
  });

  it('users read their own profile row, not other people’s; anon reads none', async () => {
    const own = await users.player.client
      .from('profiles')
      .select('*')
      .eq('id', users.player.id)
      .single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ role: 'player' });
    const other = await users.player.client.from('profiles').select('*').eq('id', users.editor.id);
    expect(other.data).toEqual([]);
    const asAnon = await anon.from('profiles').select('*').eq('id', users.player.id);
    expect(asAnon.data ?? []).toEqual([]);
    const all = await users.admin.client
      .from('profiles')
      .select('id')
      .in('id', [users.player.id, users.editor.id]);
    expect(all.data).toHaveLength(2);
  });

  it('a blocked user still reads his own profile (and sees that he is blocked)', async () => {
    const { data } = await users.blocked.client
      .from('profiles')
      .select('status')
      .eq('id', users.blocked.id)
      .single();
    expect(data).toEqual({ status: 'blocked' });
  });

  it('profile_cards exposes names and avatars only, to everyone', async () => {
    const { data, error } = await anon
      .from('profile_cards')
      .select('*')
      .eq('id', users.editor.id)
      .single();
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual(['avatar_url', 'first_name', 'id', 'last_name']);
    expect(data!.first_name).toBe('Nome editor');
  });

  it('users change their own names and avatar', async () => {
    const { error, count } = await users.player.client
      .from('profiles')
      .update(
        { first_name: 'Mario', last_name: 'Rossi', avatar_url: 'https://x.test/a.png' },
        { count: 'exact' },
      )
      .eq('id', users.player.id);
    expect(error).toBeNull();
    expect(count).toBe(1);
    const [row] = await q('select first_name, avatar_url from profiles where id = $1', [
      users.player.id,
    ]);
    expect(row).toEqual({ first_name: 'Mario', avatar_url: 'https://x.test/a.png' });
  });

  it.each(['role', 'status', 'team_id'])(
    'nobody changes %s through the table, not even an admin of himself',
    async (col) => {
      const value = col === 'role' ? 'admin' : col === 'status' ? 'blocked' : teamA;
      for (const who of ['player', 'admin'] as Who[]) {
        const { error } = await users[who].client
          .from('profiles')
          .update({ [col]: value })
          .eq('id', users.player.id);
        expect(error).not.toBeNull();
      }
      const [row] = await q('select role, status, team_id from profiles where id = $1', [
        users.player.id,
      ]);
      expect(row).toEqual({ role: 'player', status: 'active', team_id: null });
    },
  );

  it('users cannot change someone else’s names', async () => {
    const { count } = await users.player.client
      .from('profiles')
      .update({ first_name: 'Hacker' }, { count: 'exact' })
      .eq('id', users.editor.id);
    expect(count ?? 0).toBe(0);
    const [row] = await q('select first_name from profiles where id = $1', [users.editor.id]);
    expect(row.first_name).toBe('Nome editor');
  });

  it('a blocked user cannot change even his own names', async () => {
    const { count } = await users.blocked.client
      .from('profiles')
      .update({ first_name: 'X' }, { count: 'exact' })
      .eq('id', users.blocked.id);
    expect(count ?? 0).toBe(0);
  });

  it('nobody inserts or deletes profiles through the table', async () => {
    const ins = await users.player.client
      .from('profiles')
      .insert({ id: users.player.id, role: 'admin' });
    expect(ins.error).not.toBeNull();
    const del = await users.admin.client
      .from('profiles')
      .delete({ count: 'exact' })
      .eq('id', users.player.id);
    expect(del.error !== null || del.count === 0).toBe(true);
    expect(await q('select 1 from profiles where id = $1', [users.player.id])).toHaveLength(1);
  });
});

describe('user management RPCs', () => {
  it('admin_list_users gives admins emails and roles', async () => {
    const { data, error } = await users.admin.client.rpc('admin_list_users');
    expect(error).toBeNull();
    const row = (data as { id: string }[]).find((r) => r.id === users.editor.id);
    expect(row).toMatchObject({
      email: users.editor.email,
      role: 'editor',
      status: 'active',
      first_name: 'Nome editor',
    });
  });

  it.each(['editor', 'captain', 'player', 'blocked'] as Who[])(
    'admin_list_users refuses %s',
    async (who) => {
      const { data, error } = await users[who].client.rpc('admin_list_users');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    },
  );

  it('admin_list_users refuses anon', async () => {
    const { error } = await anon.rpc('admin_list_users');
    expect(error).not.toBeNull();
  });

  it('an admin cannot demote himself, with the exact message', async () => {
    const { error } = await users.admin.client.rpc('admin_set_user_role', {
      p_user_id: users.admin.id,
      p_role: 'editor',
    });
    expect(error?.message).toBe('You cannot demote your own admin account.');
    const [row] = await q('select role from profiles where id = $1', [users.admin.id]);
    expect(row.role).toBe('admin');
  });

  it('an admin cannot block himself', async () => {
    const { error } = await users.admin.client.rpc('admin_set_user_status', {
      p_user_id: users.admin.id,
      p_status: 'blocked',
    });
    expect(error).not.toBeNull();
    const [row] = await q('select status from profiles where id = $1', [users.admin.id]);
    expect(row.status).toBe('active');
  });

  it('an admin changes roles and teams, blocks and unblocks', async () => {
    const u = await signedInClient();
    await u.client.rpc('ensure_profile');
    let r = await users.admin.client.rpc('admin_set_user_role', {
      p_user_id: u.userId,
      p_role: 'captain',
      p_team_id: teamC,
    });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ role: 'captain', team_id: teamC });
    r = await users.admin.client.rpc('admin_set_user_status', {
      p_user_id: u.userId,
      p_status: 'blocked',
    });
    expect(r.data).toMatchObject({ status: 'blocked' });
    // blocked: no captain rights any more
    const { count } = await u.client
      .from('teams')
      .update({ logo_url: 'https://x.test/l.png' }, { count: 'exact' })
      .eq('id', teamC);
    expect(count ?? 0).toBe(0);
    r = await users.admin.client.rpc('admin_set_user_status', {
      p_user_id: u.userId,
      p_status: 'active',
    });
    expect(r.data).toMatchObject({ status: 'active' });
    const again = await u.client
      .from('teams')
      .update({ logo_url: 'https://x.test/l.png' }, { count: 'exact' })
      .eq('id', teamC);
    expect(again.count).toBe(1);
  });

  it('a captain needs a team', async () => {
    const { error } = await users.admin.client.rpc('admin_set_user_role', {
      p_user_id: users.player.id,
      p_role: 'captain',
    });
    expect(error).not.toBeNull();
  });

  it.each(['editor', 'captain', 'player', 'blocked'] as Who[])(
    '%s cannot change roles or statuses',
    async (who) => {
      const a = await users[who].client.rpc('admin_set_user_role', {
        p_user_id: users[who].id,
        p_role: 'admin',
      });
      expect(a.error?.code).toBe('42501');
      const b = await users[who].client.rpc('admin_set_user_status', {
        p_user_id: users.player.id,
        p_status: 'blocked',
      });
      expect(b.error?.code).toBe('42501');
      const rows = await q('select role, status from profiles where id = any($1)', [
        [users[who].id, users.player.id],
      ]);
      expect(rows.some((r) => r.role === 'admin' && r.status === 'active')).toBe(false);
    },
  );
});

describe('captains and results', () => {
  it('a captain enters the score and status of his own team’s match', async () => {
    const m = await newMatch(teamC, teamA);
    const { error, count } = await users.captain.client
      .from('matches')
      .update({ home_score: 1, away_score: 4, status: 'completed' }, { count: 'exact' })
      .eq('id', m);
    expect(error).toBeNull();
    expect(count).toBe(1);
    const [row] = await q('select home_score, away_score, status from matches where id = $1', [m]);
    expect(row).toEqual({ home_score: 1, away_score: 4, status: 'completed' });
  });

  it('a captain can set ongoing, but not postponed, cancelled or scheduled', async () => {
    const m = await newMatch(teamA, teamC);
    const ok = await users.captain.client
      .from('matches')
      .update({ status: 'ongoing', home_score: 0, away_score: 0 }, { count: 'exact' })
      .eq('id', m);
    expect(ok.count).toBe(1);
    for (const status of ['postponed', 'cancelled', 'scheduled']) {
      const { error } = await users.captain.client.from('matches').update({ status }).eq('id', m);
      expect(error?.code).toBe('42501');
    }
    const [row] = await q('select status from matches where id = $1', [m]);
    expect(row.status).toBe('ongoing');
  });

  it('a captain cannot move the fixture (date, teams, venue, competition)', async () => {
    const m = await newMatch(teamA, teamC);
    for (const patch of [
      { match_date: '2031-01-01T10:00:00Z' },
      { away_team_id: teamB },
      { round: 3 },
      { season_id: null },
    ]) {
      const { error } = await users.captain.client
        .from('matches')
        .update({ ...patch, status: 'completed', home_score: 1, away_score: 0 })
        .eq('id', m);
      expect(error).not.toBeNull();
    }
    const [row] = await q('select status, away_team_id from matches where id = $1', [m]);
    expect(row).toEqual({ status: 'scheduled', away_team_id: String(teamC) });
  });

  it('the other captain cannot touch the match or its goals', async () => {
    const m = await newMatch(teamA, teamC);
    const upd = await users.otherCaptain.client
      .from('matches')
      .update({ home_score: 0, away_score: 5, status: 'completed' }, { count: 'exact' })
      .eq('id', m);
    expect(upd.count ?? 0).toBe(0);
    const goal = await users.otherCaptain.client
      .from('goals')
      .insert({ match_id: m, team_id: teamC });
    expect(goal.error).not.toBeNull();
    const [row] = await q('select status from matches where id = $1', [m]);
    expect(row.status).toBe('scheduled');
  });

  it('a captain records the scorers of both teams of his match, credited to a team of that match only', async () => {
    const m = await newMatch(teamA, teamC, `'completed', 2, 1`);
    const pA = await newId(
      `insert into players (first_name, last_name, team_id) values ('Ugo', 'Neri', $1) returning id`,
      [teamA],
    );
    const ok = await users.captain.client.from('goals').insert([
      { match_id: m, team_id: teamA, player_id: pA, minute: 5 },
      { match_id: m, team_id: teamC, minute: 20 },
      { match_id: m, team_id: teamA, own_goal: true, minute: 30 },
    ]);
    expect(ok.error).toBeNull();
    const bad = await users.captain.client
      .from('goals')
      .insert({ match_id: m, team_id: teamB, minute: 9 });
    expect(bad.error?.code).toBe('23514');
    const [row] = await q('select count(*)::int as n from goals where match_id = $1', [m]);
    expect(row.n).toBe(3);
  });

  it('a captain changes his team’s logo and photo, not its name; never another team', async () => {
    const ok = await users.captain.client
      .from('teams')
      .update(
        { logo_url: 'https://x.test/a.png', photo_url: 'https://x.test/b.jpg' },
        { count: 'exact' },
      )
      .eq('id', teamA);
    expect(ok.count).toBe(1);
    const rename = await users.captain.client
      .from('teams')
      .update({ name: 'Nuovo nome' })
      .eq('id', teamA);
    expect(rename.error?.code).toBe('42501');
    const other = await users.captain.client
      .from('teams')
      .update({ logo_url: 'https://x.test/z.png' }, { count: 'exact' })
      .eq('id', teamB);
    expect(other.count ?? 0).toBe(0);
    const del = await users.captain.client.from('teams').delete({ count: 'exact' }).eq('id', teamA);
    expect(del.count ?? 0).toBe(0);
    const [row] = await q('select name, logo_url from teams where id = $1', [teamA]);
    expect(row.logo_url).toBe('https://x.test/a.png');
    expect(row.name).not.toBe('Nuovo nome');
  });

  it('a captain cannot move his player to another team', async () => {
    const p = await newId(
      `insert into players (first_name, last_name, team_id) values ('Ivo', 'Sala', $1) returning id`,
      [teamA],
    );
    const { error, count } = await users.captain.client
      .from('players')
      .update({ team_id: teamB }, { count: 'exact' })
      .eq('id', p);
    expect(error !== null || count === 0).toBe(true);
    const [row] = await q('select team_id from players where id = $1', [p]);
    expect(Number(row.team_id)).toBe(teamA);
  });
});

describe('private player data', () => {
  let player: number;
  beforeAll(async () => {
    player = await newId(
      `insert into players (first_name, last_name, team_id) values ('Pio', 'Riva', $1) returning id`,
      [teamA],
    );
    const dob = new Date();
    dob.setFullYear(dob.getFullYear() - 30);
    dob.setDate(dob.getDate() - 2);
    await q('insert into player_private values ($1, $2, $3)', [
      player,
      'DOC-42',
      dob.toISOString().slice(0, 10),
    ]);
  });

  it('is invisible to anon, players, editors, other captains and blocked users', async () => {
    const a = await anon.from('player_private').select('*').eq('player_id', player);
    expect(a.data ?? []).toEqual([]);
    for (const who of ['player', 'editor', 'otherCaptain', 'blocked'] as Who[]) {
      const { data } = await users[who].client
        .from('player_private')
        .select('*')
        .eq('player_id', player);
      expect(data, who).toEqual([]);
    }
  });

  it('is visible to the team’s captain and to admins', async () => {
    for (const who of ['captain', 'admin'] as Who[]) {
      const { data } = await users[who].client
        .from('player_private')
        .select('document_id')
        .eq('player_id', player);
      expect(data, who).toEqual([{ document_id: 'DOC-42' }]);
    }
  });

  it('the public sees the age, not the birth date', async () => {
    const { data, error } = await anon
      .from('players')
      .select('id, age_years')
      .eq('id', player)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: player, age_years: 30 });
    const cols = await anon.from('players').select('*').eq('id', player).single();
    expect(Object.keys(cols.data!)).not.toContain('date_of_birth');
    expect(Object.keys(cols.data!)).not.toContain('document_id');
  });
});

describe('articles and comments', () => {
  let draft: number, published: number;
  beforeAll(async () => {
    draft = await newId(`insert into articles (title, status) values ($1, 'draft') returning id`, [
      uniq('Bozza'),
    ]);
    published = await newId(
      `insert into articles (title, status) values ($1, 'published') returning id`,
      [uniq('Notizia')],
    );
  });

  it('drafts are readable by editors and admins only', async () => {
    for (const who of ['editor', 'admin'] as Who[]) {
      const { data } = await users[who].client.from('articles').select('id').eq('id', draft);
      expect(data, who).toHaveLength(1);
    }
    for (const who of ['player', 'captain', 'blocked'] as Who[]) {
      const { data } = await users[who].client.from('articles').select('id').eq('id', draft);
      expect(data, who).toEqual([]);
    }
    expect((await anon.from('articles').select('id').eq('id', draft)).data).toEqual([]);
  });

  it('nobody comments a draft; comments are written as oneself only', async () => {
    const d = await users.player.client
      .from('comments')
      .insert({ article_id: draft, author_id: users.player.id, body: 'Primo!' });
    expect(d.error).not.toBeNull();
    const spoof = await users.player.client
      .from('comments')
      .insert({ article_id: published, author_id: users.editor.id, body: 'Sono io' });
    expect(spoof.error).not.toBeNull();
    const ok = await users.player.client
      .from('comments')
      .insert({ article_id: published, body: 'Bravi' })
      .select('author_id')
      .single();
    expect(ok.error).toBeNull();
    expect(ok.data!.author_id).toBe(users.player.id);
  });

  it('a comment author edits only the body', async () => {
    const c = await newId(
      `insert into comments (article_id, author_id, body) values ($1, $2, 'ciao') returning id`,
      [published, users.player.id],
    );
    const { error } = await users.player.client
      .from('comments')
      .update({ article_id: draft })
      .eq('id', c);
    expect(error).not.toBeNull();
    const [row] = await q('select article_id from comments where id = $1', [c]);
    expect(Number(row.article_id)).toBe(published);
  });

  it('an article gets a slug from its title and a publication date when published', async () => {
    const { data, error } = await users.editor.client
      .from('articles')
      .insert({ title: 'Città: è già festa!', status: 'published' })
      .select('slug, published_at, author_id')
      .single();
    expect(error).toBeNull();
    expect(data!.slug).toMatch(/^citta-e-gia-festa(-\d+)?$/);
    expect(data!.published_at).not.toBeNull();
    expect(data!.author_id).toBe(users.editor.id);
  });
});

describe('site configuration', () => {
  it('the hero button link must be a path', async () => {
    const { data: current } = await anon
      .from('homepage_layout')
      .select('rows')
      .eq('id', 1)
      .single();
    const layout = (link: string) => [
      {
        columns: [{ widgets: [{ kind: 'hero', settings: { title: 'Ciao', button_link: link } }] }],
      },
    ];
    for (const link of ['https://evil.test', '//evil.test', 'javascript:alert(1)']) {
      const { error } = await users.editor.client
        .from('homepage_layout')
        .update({ rows: layout(link) })
        .eq('id', 1);
      expect(error, link).not.toBeNull();
    }
    const ok = await users.editor.client
      .from('homepage_layout')
      .update({ rows: layout('/matches') }, { count: 'exact' })
      .eq('id', 1);
    expect(ok.count).toBe(1);
    const bad = await users.editor.client
      .from('homepage_layout')
      .update({ rows: [{ columns: [{ widgets: [{ kind: 'marquee' }] }] }] })
      .eq('id', 1);
    expect(bad.error).not.toBeNull();
    await q('update homepage_layout set rows = $1 where id = 1', [JSON.stringify(current!.rows)]);
  });

  it('theme colours must be hex', async () => {
    const { error } = await users.admin.client
      .from('themes')
      .update({ primary_color: 'red' })
      .eq('id', 1);
    expect(error).not.toBeNull();
  });
});

describe('dashboard_counts', () => {
  it('counts teams, players and scheduled matches for everyone, users for staff only', async () => {
    const [expected] = await q<{
      teams: number;
      players: number;
      scheduled: number;
      users: number;
    }>(
      `select (select count(*) from teams)::int as teams, (select count(*) from players)::int as players,
              (select count(*) from matches where status = 'scheduled')::int as scheduled,
              (select count(*) from profiles)::int as users`,
    );
    const staff = await users.editor.client.rpc('dashboard_counts').single();
    expect(staff.data).toEqual({
      teams: expected.teams,
      players: expected.players,
      scheduled_matches: expected.scheduled,
      registered_users: expected.users,
    });
    for (const c of [anon, users.player.client, users.blocked.client]) {
      const { data } = await c.rpc('dashboard_counts').single();
      expect(data).toMatchObject({ teams: expected.teams, registered_users: null });
    }
  });
});

describe('import_fixtures', () => {
  it('inserts all rows for an admin and returns the count', async () => {
    const { data, error } = await users.admin.client.rpc('import_fixtures', {
      p_rows: [
        {
          home_team_id: teamA,
          away_team_id: teamB,
          referee_team_id: teamC,
          match_date: '2030-03-01T19:00:00Z',
          competition_id: comp,
          season_id: season,
        },
        {
          home_team_id: teamB,
          away_team_id: teamC,
          match_date: '2030-03-02T19:00:00Z',
          home_score: 2,
          away_score: 2,
          competition_id: comp,
          season_id: season,
        },
      ],
    });
    expect(error).toBeNull();
    expect(data).toBe(2);
    const rows = await q(
      `select status, home_score from matches where season_id = $1 and match_date >= '2030-03-01' order by match_date`,
      [season],
    );
    expect(rows).toEqual([
      { status: 'scheduled', home_score: null },
      { status: 'completed', home_score: 2 },
    ]);
  });

  it.each([
    [{ home_team_id: 'A', away_team_id: 'A' }, 'teams must be different'],
    [
      { home_team_id: 'A', away_team_id: 'B', referee_team_id: 'A' },
      'referee cannot be one of the teams',
    ],
    [
      { home_team_id: 'A', away_team_id: 'B', status: 'completed' },
      'scores are required for completed matches',
    ],
    [{ home_team_id: 'A', away_team_id: -1 }, 'away team not found'],
  ])('is all-or-nothing: a bad second row (%o) imports nothing', async (bad, message) => {
    const ids: Record<string, number> = { A: teamA, B: teamB };
    const row = Object.fromEntries(
      Object.entries(bad).map(([k, v]) => [k, typeof v === 'string' && ids[v] ? ids[v] : v]),
    );
    const [before] = await q('select count(*)::int as n from matches');
    const { data, error } = await users.admin.client.rpc('import_fixtures', {
      p_rows: [
        { home_team_id: teamA, away_team_id: teamC, match_date: '2030-04-01T19:00:00Z' },
        { match_date: '2030-04-02T19:00:00Z', ...row },
      ],
    });
    expect(data).toBeNull();
    expect(error?.message).toContain(`Row 2: ${message}`);
    const [after] = await q('select count(*)::int as n from matches');
    expect(after.n).toBe(before.n);
  });

  it.each(['editor', 'captain', 'player', 'blocked'] as Who[])('refuses %s', async (who) => {
    const { error } = await users[who].client.rpc('import_fixtures', {
      p_rows: [{ home_team_id: teamA, away_team_id: teamB, match_date: '2030-05-01T19:00:00Z' }],
    });
    expect(error?.code).toBe('42501');
  });
});

describe('public reads the pages make', () => {
  it('an article embeds its author and comments with their authors through profile_cards', async () => {
    const art = await newId(
      `insert into articles (title, status, author_id) values ($1, 'published', $2) returning id`,
      [uniq('Embed'), users.editor.id],
    );
    await q(`insert into comments (article_id, author_id, body) values ($1, $2, 'Grande!')`, [
      art,
      users.captain.id,
    ]);
    const { data, error } = await anon
      .from('articles')
      .select(
        'id, author:profile_cards!author_id(first_name, last_name), comments(body, author:profile_cards!author_id(first_name))',
      )
      .eq('id', art)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: art,
      author: { first_name: 'Nome editor', last_name: 'Cognome' },
      comments: [{ body: 'Grande!', author: { first_name: 'Nome captain' } }],
    });
  });

  it('a match embeds its home, away and referee teams', async () => {
    const m = await newId(
      `insert into matches (home_team_id, away_team_id, referee_team_id, match_date) values ($1, $2, $3, now()) returning id`,
      [teamA, teamB, teamC],
    );
    const { data, error } = await anon
      .from('matches')
      .select(
        'id, home_team:teams!home_team_id(id), away_team:teams!away_team_id(id), referee:teams!referee_team_id(id)',
      )
      .eq('id', m)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: m,
      home_team: { id: teamA },
      away_team: { id: teamB },
      referee: { id: teamC },
    });
  });

  it('an album carries its item count', async () => {
    const album = await newId(`insert into albums (name) values ('Conta') returning id`);
    await q(
      `insert into media_items (album_id, type, storage_path) values ($1, 'image', 'x/1.jpg'), ($1, 'video', 'x/2.mp4')`,
      [album],
    );
    const { data, error } = await anon
      .from('albums')
      .select('id, item_count')
      .eq('id', album)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: album, item_count: 2 });
  });
});
