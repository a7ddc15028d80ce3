import { describe, expect, it } from 'vitest';
import { demoClient, stackEnv } from '../helpers/stack';

/*
 * A page start's answer may be kept by the site's CDN and given to the next signed-out visitor
 * (supabase/migrations/20261207090000_page_starts_edge_cached.sql). Only an answer every
 * signed-out visitor would get alike may say so: a signed-in caller's (RLS may show them more,
 * an editor their drafts) or one in another format at the same address, kept, would be given to
 * everyone after them.
 */

const HEADER = 'cdn-cache-control';

async function pageStart(
  path: string,
  init: { accept?: string; token?: string; method?: 'GET' | 'POST' } = {},
) {
  const { url, anonKey } = stackEnv();
  const method = init.method ?? 'GET';
  // A POST's query string is read as filters: its key goes in the header, as supabase-js sends it.
  const headers: Record<string, string> = method === 'POST' ? { apikey: anonKey } : {};
  if (init.accept) headers.accept = init.accept;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(
    method === 'POST'
      ? `${url}/rest/v1/rpc/${path}`
      : `${url}/rest/v1/rpc/${path}${path.includes('?') ? '&' : '?'}apikey=${anonKey}`,
    {
      method,
      headers,
      body: method === 'POST' ? '{}' : undefined,
    },
  );
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return response.headers.get(HEADER);
}

async function editorToken() {
  const client = await demoClient('editor@calcetto.local');
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('editor: no session');
  return data.session.access_token;
}

describe('page starts a CDN may keep', () => {
  it.each([
    'page_home',
    'page_tables',
    'page_matches',
    'page_statistics',
    'page_news',
    'page_article?slug=nessuno',
    'page_team?id=1',
    'page_player?id=1',
  ])('%s tells a CDN it may keep a signed-out visitor’s answer', async (path) => {
    expect(await pageStart(path, { accept: 'application/json' })).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    // A `Link` preload asks with the browser's default Accept.
    expect(await pageStart(path, { accept: '*/*' })).not.toBeNull();
  });

  it('never for a signed-in caller, whose answer may hold more than the public one', async () => {
    const token = await editorToken();
    for (const path of ['page_news', 'page_home', 'page_tables'])
      expect(await pageStart(path, { token, accept: 'application/json' })).toBeNull();
  });

  it('never for another format at the same address, nor for a POST', async () => {
    expect(await pageStart('page_tables', { accept: 'text/csv' })).toBeNull();
    expect(await pageStart('page_news', { method: 'POST' })).toBeNull();
  });
});
