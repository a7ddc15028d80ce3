// The league-management admin against the real database, as the seeded demo accounts: what the
// UI hides from a role must also be refused by the database, and the requests the admin pages
// send (bulk player import, dashboard counts, media-only team edits) behave as the UI expects.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { demoClient, sql } from '../helpers/stack';

type Client = SupabaseClient<Database>;

const signIn = demoClient;

let admin: Client;
let editor: Client;
let captain: Client;
let ownTeam: number;
let otherTeam: number;
let otherPlayer: number;
let ownPlayer: number;
const tag = Date.now().toString(36);

beforeAll(async () => {
  [admin, editor, captain] = await Promise.all([
    signIn('admin@calcetto.local'),
    signIn('editor@calcetto.local'),
    signIn('captain@calcetto.local'),
  ]);
  const { rows } = await sql<{ team_id: string }>(
    "select team_id from profiles p join auth.users u on u.id = p.id where u.email = 'captain@calcetto.local'",
  );
  ownTeam = Number(rows[0]!.team_id);
  const other = await sql<{ id: string }>(
    'select id from teams where id <> $1 order by id limit 1',
    [ownTeam],
  );
  otherTeam = Number(other.rows[0]!.id);
  const made = await sql<{ id: string }>(
    `insert into players (first_name, last_name, team_id) values
       ('Altro', $1, $2), ('Mio', $1, $3) returning id`,
    [`Test-${tag}`, otherTeam, ownTeam],
  );
  otherPlayer = Number(made.rows[0]!.id);
  ownPlayer = Number(made.rows[1]!.id);
});

afterAll(async () => {
  await sql('delete from players where last_name like $1', [`%${tag}%`]);
  await sql('delete from teams where name like $1', [`%${tag}%`]);
});

describe('captain and players', () => {
  it('may add a player to his own team (the control case)', async () => {
    const { data, error } = await captain
      .from('players')
      .insert({ first_name: 'Nuovo', last_name: `Proprio-${tag}`, team_id: ownTeam })
      .select('id, team_id')
      .single();
    expect(error).toBeNull();
    expect(data?.team_id).toBe(ownTeam);
  });

  it('cannot create a player in another team', async () => {
    const { error } = await captain
      .from('players')
      .insert({ first_name: 'Intruso', last_name: `Altrui-${tag}`, team_id: otherTeam });
    expect(error?.code).toBe('42501');
    const { rows } = await sql('select 1 from players where last_name = $1', [`Altrui-${tag}`]);
    expect(rows).toHaveLength(0);
  });

  it("cannot edit or delete another team's player", async () => {
    const update = await captain
      .from('players')
      .update({ first_name: 'Cambiato' })
      .eq('id', otherPlayer)
      .select('id');
    expect(update.data).toEqual([]);
    const remove = await captain.from('players').delete().eq('id', otherPlayer).select('id');
    expect(remove.data).toEqual([]);
    const { rows } = await sql<{ first_name: string }>(
      'select first_name from players where id = $1',
      [otherPlayer],
    );
    expect(rows[0]?.first_name).toBe('Altro');
  });

  it('cannot move his own player to another team', async () => {
    const { error } = await captain
      .from('players')
      .update({ team_id: otherTeam })
      .eq('id', ownPlayer)
      .select('id');
    expect(error?.code).toBe('42501');
    const { rows } = await sql<{ team_id: string }>('select team_id from players where id = $1', [
      ownPlayer,
    ]);
    expect(Number(rows[0]?.team_id)).toBe(ownTeam);
  });

  it('cannot import players into another team, and one bad row inserts none of the file', async () => {
    const { error } = await captain.from('players').insert([
      { first_name: 'Riga', last_name: `Uno-${tag}`, team_id: ownTeam },
      { first_name: 'Riga', last_name: `Due-${tag}`, team_id: otherTeam },
    ]);
    expect(error?.code).toBe('42501');
    const { rows } = await sql('select 1 from players where last_name in ($1, $2)', [
      `Uno-${tag}`,
      `Due-${tag}`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("writes his players' private data but an editor cannot read it", async () => {
    const write = await captain
      .from('player_private')
      .upsert({ player_id: ownPlayer, document_id: `DOC-${tag}` });
    expect(write.error).toBeNull();
    const asEditor = await editor
      .from('players')
      .select('id, private:player_private(document_id)')
      .eq('id', ownPlayer)
      .single();
    expect(asEditor.data?.private).toBeNull();
    const asCaptain = await captain
      .from('players')
      .select('id, private:player_private(document_id)')
      .eq('id', ownPlayer)
      .single();
    expect(asCaptain.data?.private).toEqual({ document_id: `DOC-${tag}` });
  });

  it('changes only the logo of his team, not its name', async () => {
    const name = await captain
      .from('teams')
      .update({ name: `Rinominata-${tag}` })
      .eq('id', ownTeam)
      .select('id');
    expect(name.error?.code).toBe('42501');
    const { data: before } = await admin
      .from('teams')
      .select('logo_url')
      .eq('id', ownTeam)
      .single();
    const logo = await captain
      .from('teams')
      .update({ logo_url: 'https://example.test/logo.png', photo_url: null })
      .eq('id', ownTeam)
      .select('id');
    expect(logo.data).toEqual([{ id: ownTeam }]);
    await sql('update teams set logo_url = $1 where id = $2', [before?.logo_url ?? null, ownTeam]);
  });
});

describe('editor and teams', () => {
  it('cannot create, edit or delete teams', async () => {
    const insert = await editor.from('teams').insert({ name: `Editor-${tag}` });
    expect(insert.error?.code).toBe('42501');
    const update = await editor
      .from('teams')
      .update({ parish: 'Altrove' })
      .eq('id', otherTeam)
      .select('id');
    expect(update.data).toEqual([]);
    const remove = await editor.from('teams').delete().eq('id', otherTeam).select('id');
    expect(remove.data).toEqual([]);
    const { rows } = await sql('select 1 from teams where id = $1', [otherTeam]);
    expect(rows).toHaveLength(1);
  });

  it('cannot write venues either', async () => {
    const insert = await editor.from('venues').insert({ name: `Campo-${tag}` });
    expect(insert.error?.code).toBe('42501');
  });
});

describe('admin', () => {
  it('creates a team with two colours, and the database refuses a third', async () => {
    const ok = await admin
      .from('teams')
      .insert({ name: `Bicolore-${tag}`, colors: ['#ffffff', '#1d4ed8'] })
      .select('id, colors')
      .single();
    expect(ok.data?.colors).toEqual(['#ffffff', '#1d4ed8']);
    const three = await admin
      .from('teams')
      .insert({ name: `Tricolore-${tag}`, colors: ['#ffffff', '#1d4ed8', '#dc2626'] });
    expect(three.error?.code).toBe('23514');
  });

  it('finds teams by venue name with the filter the list sends', async () => {
    const venue = await sql<{ id: string; name: string }>(
      'select v.id, v.name from venues v join teams t on t.venue_id = v.id limit 1',
    );
    const venueId = Number(venue.rows[0]!.id);
    const { data, count, error } = await admin
      .from('teams')
      .select('id, venue_id', { count: 'exact' })
      .or(`name.ilike."*zzz-none*",parish.ilike."*zzz-none*",venue_id.in.(${venueId})`)
      .range(0, 19);
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);
    expect(data?.every((team) => team.venue_id === venueId)).toBe(true);
  });

  it('gets every dashboard count in one call', async () => {
    const { data, error } = await admin.rpc('dashboard_counts').single();
    expect(error).toBeNull();
    expect(data?.teams).toBeGreaterThan(0);
    expect(data?.players).toBeGreaterThan(0);
    expect(data?.registered_users).toBeGreaterThanOrEqual(4);
  });
});
