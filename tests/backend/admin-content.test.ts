// @vitest-environment jsdom
// (jsdom gives DOMPurify the DOM it needs, so the article sanitiser runs exactly as in the app.)
//
// Admin content rules against the real stack: editors manage content (articles, comments,
// albums, media, homepage layout, countdown event) but not league data, the theme or users; a
// blocked user writes nothing; the hero link accepts only paths; stored article HTML is clean.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../src/lib/sanitize-html';
import type { Database, Json } from '../../src/types/database';
import { anonClient, signedInClient, sql } from '../helpers/stack';

type Client = SupabaseClient<Database>;
const DEMO_PASSWORD = 'calcetto-demo';
const stamp = Date.now().toString(36);

async function demo(role: 'admin' | 'editor' | 'captain' | 'player'): Promise<Client> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({
    email: `${role}@calcetto.local`,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return client;
}

async function userId(client: Client): Promise<string> {
  const { data } = await client.auth.getUser();
  return data.user!.id;
}

// A Node buffer, not a Blob: jsdom's Blob cannot be streamed by Node's fetch.
const png = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let admin: Client;
let editor: Client;
let player: Client;
let originalRows: Json;
let originalEvent: { enabled: boolean; title: string | null; event_date: string | null };

beforeAll(async () => {
  [admin, editor, player] = await Promise.all([demo('admin'), demo('editor'), demo('player')]);
  const layout = await anonClient().from('homepage_layout').select('rows').eq('id', 1).single();
  originalRows = layout.data!.rows;
  const event = await anonClient()
    .from('countdown_event')
    .select('enabled, title, event_date')
    .eq('id', 1)
    .single();
  originalEvent = event.data!;
});

afterAll(async () => {
  // Other test files share the seeded stack: put the single rows back as they were.
  await sql('update homepage_layout set rows = $1 where id = 1', [JSON.stringify(originalRows)]);
  await sql('update countdown_event set enabled = $1, title = $2, event_date = $3 where id = 1', [
    originalEvent.enabled,
    originalEvent.title,
    originalEvent.event_date,
  ]);
});

describe('editors manage content', () => {
  it('write, publish, pin and delete an article; drafts stay private', async () => {
    const { data: draft, error } = await editor
      .from('articles')
      .insert({ title: `Città in festa ${stamp}`, slug: '', content: '<p>Bozza</p>' })
      .select()
      .single();
    expect(error).toBeNull();
    // The database folds accents when it derives the slug.
    expect(draft!.slug).toBe(`citta-in-festa-${stamp}`);
    expect(draft!.status).toBe('draft');

    const anonRead = await anonClient().from('articles').select('id').eq('id', draft!.id);
    expect(anonRead.data).toEqual([]);

    const { data: published } = await editor
      .from('articles')
      .update({ status: 'published', pinned: true })
      .eq('id', draft!.id)
      .select()
      .single();
    expect(published!.published_at).not.toBeNull();
    expect(
      (await anonClient().from('articles').select('id').eq('id', draft!.id)).data,
    ).toHaveLength(1);

    const del = await editor.from('articles').delete().eq('id', draft!.id).select('id');
    expect(del.data).toEqual([{ id: draft!.id }]);
  });

  it('moderate any comment', async () => {
    const playerId = await userId(player);
    const { data: comment } = await player
      .from('comments')
      .insert({ article_id: 1, author_id: playerId, body: `Commento da moderare ${stamp}` })
      .select()
      .single();
    expect(comment).not.toBeNull();
    const del = await editor.from('comments').delete().eq('id', comment!.id).select('id');
    expect(del.data).toEqual([{ id: comment!.id }]);
  });

  it('create an album, upload media into it, and deleting the album keeps the media', async () => {
    const { data: album } = await editor
      .from('albums')
      .insert({ name: `Album ${stamp}` })
      .select()
      .single();
    expect(album).not.toBeNull();
    const editorId = await userId(editor);
    const path = `${editorId}/media-${stamp}.png`;
    const upload = await editor.storage
      .from('gallery')
      .upload(path, png(), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const { data: item } = await editor
      .from('media_items')
      .insert({ album_id: album!.id, type: 'image', storage_path: path })
      .select()
      .single();
    expect(item!.album_id).toBe(album!.id);

    const del = await editor.from('albums').delete().eq('id', album!.id).select('id');
    expect(del.data).toHaveLength(1);
    const after = await anonClient()
      .from('media_items')
      .select('album_id')
      .eq('id', item!.id)
      .single();
    expect(after.data).toEqual({ album_id: null });

    await editor.from('media_items').delete().eq('id', item!.id);
    await editor.storage.from('gallery').remove([path]);
  });

  it('upload article covers, and edit the homepage layout and the countdown event', async () => {
    const cover = await editor.storage.from('articles').upload(`covers/test-${stamp}.png`, png(), {
      contentType: 'image/png',
    });
    expect(cover.error).toBeNull();
    await editor.storage.from('articles').remove([`covers/test-${stamp}.png`]);

    const layout = await editor
      .from('homepage_layout')
      .update({
        rows: [
          {
            id: 'r',
            columns: [
              { id: 'c', width: 12, widgets: [{ id: 'w', kind: 'countdown', settings: {} }] },
            ],
          },
        ],
      })
      .eq('id', 1)
      .select('rows');
    expect(layout.error).toBeNull();
    expect(layout.data).toHaveLength(1);

    const event = await editor
      .from('countdown_event')
      .update({ enabled: true, title: `Torneo ${stamp}`, event_date: '2026-12-19T16:00:00Z' })
      .eq('id', 1)
      .select('title');
    expect(event.data).toEqual([{ title: `Torneo ${stamp}` }]);
  });
});

describe('editors cannot touch league data, the theme or users', () => {
  it('cannot create teams or change competitions', async () => {
    const team = await editor.from('teams').insert({ name: `Squadra ${stamp}` });
    expect(team.error?.code).toBe('42501');
    const competition = await editor
      .from('competitions')
      .update({ name: 'Hacked' })
      .eq('id', 1)
      .select();
    expect(competition.data).toEqual([]);
  });

  it('cannot change the theme or upload branding', async () => {
    const theme = await editor
      .from('themes')
      .update({ primary_color: '#ff0000' })
      .eq('id', 1)
      .select();
    expect(theme.data).toEqual([]);
    const stored = await anonClient().from('themes').select('primary_color').eq('id', 1).single();
    expect(stored.data!.primary_color).not.toBe('#ff0000');
    const logo = await editor.storage
      .from('branding')
      .upload(`logo-${stamp}.png`, png(), { contentType: 'image/png' });
    expect(logo.error).not.toBeNull();
  });

  it('cannot list users or change roles', async () => {
    const list = await editor.rpc('admin_list_users');
    expect(list.error?.message).toMatch(/Access Denied/);
    const role = await editor.rpc('admin_set_user_role', {
      p_user_id: await userId(editor),
      p_role: 'admin',
    });
    expect(role.error?.message).toMatch(/Access Denied/);
  });

  it('players cannot write articles or the layout', async () => {
    const article = await player.from('articles').insert({ title: `Nope ${stamp}`, slug: '' });
    expect(article.error?.code).toBe('42501');
    const layout = await player.from('homepage_layout').update({ rows: [] }).eq('id', 1).select();
    expect(layout.data).toEqual([]);
  });
});

describe('user management', () => {
  it('refuses to let an admin demote himself', async () => {
    const { error } = await admin.rpc('admin_set_user_role', {
      p_user_id: await userId(admin),
      p_role: 'editor',
    });
    expect(error?.message).toBe('You cannot demote your own admin account.');
  });

  it('needs a team for a captain', async () => {
    const fresh = await signedInClient();
    await fresh.client.rpc('ensure_profile');
    const { error } = await admin.rpc('admin_set_user_role', {
      p_user_id: fresh.userId,
      p_role: 'captain',
    });
    expect(error?.message).toBe('A captain must be assigned to a team.');
  });
});

describe('a blocked user can do nothing', () => {
  let blocked: Client;
  let blockedId: string;

  beforeAll(async () => {
    const fresh = await signedInClient();
    blocked = fresh.client;
    blockedId = fresh.userId;
    await blocked.rpc('ensure_profile');
    // Even an editor's rights vanish when blocked.
    expect(
      (await admin.rpc('admin_set_user_role', { p_user_id: blockedId, p_role: 'editor' })).error,
    ).toBeNull();
    expect(
      (await admin.rpc('admin_set_user_status', { p_user_id: blockedId, p_status: 'blocked' }))
        .error,
    ).toBeNull();
  });

  it('cannot write articles, comments, albums, media or the layout', async () => {
    expect(
      (await blocked.from('articles').insert({ title: `Bloccato ${stamp}`, slug: '' })).error?.code,
    ).toBe('42501');
    expect(
      (await blocked.from('comments').insert({ article_id: 1, author_id: blockedId, body: 'Ciao' }))
        .error?.code,
    ).toBe('42501');
    expect((await blocked.from('albums').insert({ name: `Bloccato ${stamp}` })).error?.code).toBe(
      '42501',
    );
    expect(
      (
        await blocked
          .from('media_items')
          .insert({ type: 'image', storage_path: `${blockedId}/x.png`, uploaded_by: blockedId })
      ).error?.code,
    ).toBe('42501');
    expect(
      (await blocked.from('homepage_layout').update({ rows: [] }).eq('id', 1).select()).data,
    ).toEqual([]);
    const upload = await blocked.storage
      .from('gallery')
      .upload(`${blockedId}/x-${stamp}.png`, png(), {
        contentType: 'image/png',
      });
    expect(upload.error).not.toBeNull();
  });

  it('cannot even rename himself, but still reads public content', async () => {
    const rename = await blocked
      .from('profiles')
      .update({ first_name: 'Nuovo' })
      .eq('id', blockedId)
      .select();
    expect(rename.data).toEqual([]);
    const news = await blocked.from('articles').select('id').eq('status', 'published').limit(1);
    expect(news.data).toHaveLength(1);
  });

  it('gets his rights back when unblocked', async () => {
    expect(
      (await admin.rpc('admin_set_user_status', { p_user_id: blockedId, p_status: 'active' }))
        .error,
    ).toBeNull();
    const { data } = await blocked
      .from('albums')
      .insert({ name: `Sbloccato ${stamp}` })
      .select('id')
      .single();
    expect(data).not.toBeNull();
    await blocked.from('albums').delete().eq('id', data!.id);
  });
});

describe('hero button link', () => {
  const heroRows = (link: string): Json => [
    {
      id: 'r',
      columns: [
        {
          id: 'c',
          width: 12,
          widgets: [{ id: 'w', kind: 'hero', settings: { title: 'T', button_link: link } }],
        },
      ],
    },
  ];

  it.each(['/matches', '/news/finale-di-coppa', ''])('accepts %j', async (link) => {
    const { error } = await editor
      .from('homepage_layout')
      .update({ rows: heroRows(link) })
      .eq('id', 1);
    expect(error).toBeNull();
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'matches',
    '/a b',
    'javascript:alert(1)',
  ])('refuses %j', async (link) => {
    const { error } = await editor
      .from('homepage_layout')
      .update({ rows: heroRows(link) })
      .eq('id', 1);
    expect(error?.message).toBe(
      'The hero button link must be a path starting with "/" (for example /matches).',
    );
  });
});

describe('article HTML sanitiser', () => {
  it('removes <script> and on*= handlers before the HTML is stored', async () => {
    const payload =
      '<p onclick="steal()">Ciao</p><script>alert(document.cookie)</script><img src="/x.png" onerror="steal()" alt=""><a href="javascript:steal()">x</a>';
    const clean = sanitizeArticleHtml(payload);
    expect(clean).not.toMatch(/<script|on\w+=|javascript:/i);
    expect(clean).toContain('<p>Ciao</p>');

    const { data: article } = await editor
      .from('articles')
      .insert({ title: `XSS ${stamp}`, slug: '', content: clean, status: 'published' })
      .select('id')
      .single();
    const stored = await anonClient()
      .from('articles')
      .select('content')
      .eq('id', article!.id)
      .single();
    expect(stored.data!.content).toBe(clean);
    expect(stored.data!.content).not.toMatch(/<script|on\w+=|javascript:/i);
    await editor.from('articles').delete().eq('id', article!.id);
  });
});
