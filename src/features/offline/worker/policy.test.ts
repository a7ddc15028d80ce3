import { describe, expect, it } from 'vitest';
import { cachePolicy, copyAnswers, dataCacheKey, isAppPage, type Backend } from './policy';

const backend: Backend = { url: 'https://abc.supabase.co', anonKey: 'anon.key.sig' };
const USER_TOKEN = 'eyJ.user-access-token.sig';

function request(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return { method: init.method ?? 'GET', url, headers: new Headers(init.headers) };
}

describe('cachePolicy', () => {
  const standings = `${backend.url}/rest/v1/rpc/page_tables?apikey=anon.key.sig`;

  it('keeps signed-out reads of the REST API: no Authorization, or the anon key as bearer', () => {
    expect(cachePolicy(request(standings), backend)).toBe('public-data');
    const supabaseJsSignedOut = request(`${backend.url}/rest/v1/teams?select=id,name`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
    });
    expect(cachePolicy(supabaseJsSignedOut, backend)).toBe('public-data');
  });

  it("keeps a page start sent to the site's own address, which its host forwards", () => {
    const site = { ...backend, site: 'https://league.example.org/' };
    const start = request('https://league.example.org/rest/v1/rpc/page_tables?apikey=a');
    expect(cachePolicy(start, site)).toBe('public-data');
    expect(cachePolicy(start, backend)).toBeNull();
    expect(cachePolicy(request('https://league.example.org/tables'), site)).toBeNull();
    const signedIn = request('https://league.example.org/rest/v1/rpc/page_tables', {
      headers: { authorization: `Bearer ${USER_TOKEN}` },
    });
    expect(cachePolicy(signedIn, site)).toBeNull();
  });

  it("never keeps a request carrying a user's token, or any other bearer", () => {
    for (const token of [USER_TOKEN, 'service.role.key', '']) {
      const signedIn = request(`${backend.url}/rest/v1/teams?select=id,name`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
      expect(cachePolicy(signedIn, backend)).toBeNull();
    }
    const publicImageWithToken = request(`${backend.url}/storage/v1/object/public/logos/a.png`, {
      headers: { authorization: `Bearer ${USER_TOKEN}` },
    });
    expect(cachePolicy(publicImageWithToken, backend)).toBeNull();
  });

  it('never keeps writes, HEAD requests, Auth, or private storage', () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'HEAD'])
      expect(cachePolicy(request(standings, { method }), backend)).toBeNull();
    for (const path of [
      '/auth/v1/user',
      '/auth/v1/token?grant_type=refresh_token',
      '/storage/v1/object/authenticated/private/a.png',
      '/storage/v1/object/sign/gallery/a.png',
      '/functions/v1/anything',
    ])
      expect(cachePolicy(request(`${backend.url}${path}`), backend)).toBeNull();
  });

  it('keeps public storage images, as images', () => {
    for (const path of [
      '/storage/v1/object/public/gallery/album/1.webp',
      '/storage/v1/render/image/public/gallery/album/1.webp?width=400',
    ])
      expect(cachePolicy(request(`${backend.url}${path}`), backend)).toBe('public-image');
  });

  it('only answers for the configured backend', () => {
    for (const url of [
      'https://abc.supabase.co.evil.example/rest/v1/teams',
      'https://other.supabase.co/rest/v1/teams',
      'http://abc.supabase.co/rest/v1/teams',
    ])
      expect(cachePolicy(request(url), backend)).toBeNull();
  });

  it('works for an API served under a path of the site (a host rewrite)', () => {
    const proxied: Backend = { url: 'https://league.example/api/', anonKey: backend.anonKey };
    expect(cachePolicy(request('https://league.example/api/rest/v1/teams'), proxied)).toBe(
      'public-data',
    );
    expect(cachePolicy(request('https://league.example/rest/v1/teams'), proxied)).toBeNull();
  });
});

describe('dataCacheKey', () => {
  const url = `${backend.url}/rest/v1/teams?select=id,name&id=eq.1`;

  it('files one answer per URL and per header PostgREST answers differently for', () => {
    const list = dataCacheKey(request(url));
    const single = dataCacheKey(
      request(url, { headers: { accept: 'application/vnd.pgrst.object+json' } }),
    );
    const counted = dataCacheKey(request(url, { headers: { prefer: 'count=exact' } }));
    expect(new Set([list, single, counted]).size).toBe(3);
    // Headers that do not change the answer do not split the cache.
    expect(dataCacheKey(request(url, { headers: { 'x-client-info': 'supabase-js/2' } }))).toBe(
      list,
    );
  });
});

describe('isAppPage', () => {
  it('answers app pages with index.html, not files or the API', () => {
    for (const path of ['/', '/tables', '/teams/4', '/news/a-match-report', '/admin/fixtures'])
      expect(isAppPage(path)).toBe(true);
    for (const path of ['/robots.txt', '/demo/logo.svg', '/rest/v1/teams', '/auth/v1/user'])
      expect(isAppPage(path)).toBe(false);
  });
});

describe('copyAnswers', () => {
  it('gives a picture kept without CORS only to a request made without CORS', () => {
    const opaque = { type: 'opaque' } as const;
    expect(copyAnswers(opaque, { mode: 'no-cors' })).toBe(true);
    // The browser would turn it into a network error: the header's logo, asked for with CORS.
    expect(copyAnswers(opaque, { mode: 'cors' })).toBe(false);
    for (const type of ['cors', 'basic'] as const) {
      expect(copyAnswers({ type }, { mode: 'cors' })).toBe(true);
      expect(copyAnswers({ type }, { mode: 'no-cors' })).toBe(true);
    }
  });
});
