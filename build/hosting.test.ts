import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  builtPolicy,
  contentSecurityPolicy,
  headerLinks,
  headersFor,
  IMAGE_CACHE,
  IMMUTABLE,
  inlineEventHandlers,
  linksByPath,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  netlifyHeadersFile,
  REVALIDATE,
  STATIC_IMAGES,
  scriptHash,
  siteHeaders,
  vercelConfig,
} from './hosting-headers';
import { hostingConfig, withMetaPolicy } from './hosting-plugin';
import { proxyRules } from './page-start-proxy';
import { PUBLIC_PAGES } from '../src/app/public-pages';

const root = join(import.meta.dirname, '..');

function directive(policy: string, name: string): string | undefined {
  return policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('inline script hashes', () => {
  it('hashes every inline script as the parser reads it, and no external one', () => {
    const html = [
      '<script>var a = 1;</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script data-note="a > b">var b = 2;</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script>var a = 1;</script>',
      '<SCRIPT>var c = 3;\r\n</SCRIPT >',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      scriptHash('var a = 1;'),
      scriptHash('var b = 2;'),
      scriptHash('{"imports":{}}'),
      scriptHash('var c = 3;\n'),
    ]);
    // The HTML parser turns CRLF into LF before a browser hashes the text.
    expect(scriptHash('x\r\ny')).toBe(scriptHash('x\ny'));
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('finds inline event handlers in tags, not in script text or comments', () => {
    const html = [
      '<link rel="stylesheet" href="/a.css" media="print" onload="this.media=\'all\'">',
      '<img src="/x.png" alt="on" data-onload="x">',
      '<script>document.body.innerHTML = "<img onerror=alert(1)>";</script>',
      '<!-- <div onclick="x"> -->',
      '<body ONCLICK = "x">',
    ].join('\n');
    expect(inlineEventHandlers(html)).toEqual([
      '<link rel="stylesheet" href="/a.css" media="print" onload="this.media=\'all\'">',
      '<body ONCLICK = "x">',
    ]);
  });
});

describe('the Content-Security-Policy', () => {
  const hashes = ['sha256-abc='];

  it('allows the site, the inline scripts of the build and its Supabase project', () => {
    const policy = contentSecurityPolicy({
      supabaseUrl: 'https://ref.supabase.co/',
      scriptHashes: hashes,
    });
    expect(directive(policy, 'default-src')).toBe("'self'");
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-abc='");
    expect(directive(policy, 'connect-src')).toBe("'self' https://ref.supabase.co");
    const storage = 'https://ref.supabase.co/storage/v1/object/public/';
    expect(directive(policy, 'img-src')).toBe(`'self' data: blob: ${storage}`);
    expect(directive(policy, 'media-src')).toBe(`'self' ${storage}`);
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(policy).not.toMatch(/unsafe-eval|wss:/);
  });

  it('keeps an API path as a prefix, and names no backend when the build has none', () => {
    const proxied = contentSecurityPolicy({
      supabaseUrl: 'https://league.example/api',
      scriptHashes: [],
    });
    expect(directive(proxied, 'connect-src')).toBe("'self' https://league.example/api/");
    expect(directive(proxied, 'script-src')).toBe("'self'");
    const none = contentSecurityPolicy({ supabaseUrl: null, scriptHashes: [] });
    expect(directive(none, 'connect-src')).toBe("'self'");
    expect(() => contentSecurityPolicy({ supabaseUrl: 'ftp://x', scriptHashes: [] })).toThrow();
  });

  it('leaves out of the meta element the directive a meta element cannot carry', () => {
    const sources = { supabaseUrl: 'https://ref.supabase.co', scriptHashes: hashes };
    const meta = metaContentSecurityPolicy(sources);
    expect(meta).not.toContain('frame-ancestors');
    expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy(sources));
  });
});

describe('hosting rules', () => {
  const policy = "default-src 'self'";

  it('caches hashed assets for a year, the icons and demo images for an hour, and revalidates the rest', () => {
    expect(headersFor('/assets/index-a1b2.js', policy)['Cache-Control']).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/tables', '/locales/it/common.json', '/sw.js'])
      expect(headersFor(path, policy)['Cache-Control']).toBe(REVALIDATE);
    for (const path of ['/favicon.svg', '/icons/icon-192.png', '/demo/logo.svg'])
      expect(headersFor(path, policy)['Cache-Control']).toBe(IMAGE_CACHE);
    expect(headersFor('/favicon.svg.map', policy)['Cache-Control']).toBe(REVALIDATE);
    expect(headersFor('/tables', policy)).toMatchObject({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('writes _headers with each header once per path, and reads the policy and the preloads back', async () => {
    const link = '</rest/v1/rpc/page_tables?apikey=k>; rel=preload; as=fetch; crossorigin';
    const view = (name: string) => `</assets/first-view-${name}.js>; rel=preload; as=script`;
    const file = netlifyHeadersFile(
      policy,
      linksByPath([
        ['/tables', link],
        ['/teams/:id', view('team')],
        ['/tables', view('tables')],
      ]),
    );
    expect(file.match(/^\/tables$/gm)).toHaveLength(1);
    // Netlify and Cloudflare join the values of a header that two matching rules set.
    expect(file.match(/Cache-Control/g)).toHaveLength(1 + STATIC_IMAGES.length);
    expect(file).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(file).toContain(`/demo/*\n  Cache-Control: ${IMAGE_CACHE}`);
    expect(file).toContain(`/favicon.svg\n  Cache-Control: ${IMAGE_CACHE}`);
    const dir = await mkdtemp(join(tmpdir(), 'calcetto-hosting-'));
    try {
      await writeFile(join(dir, '_headers'), file);
      expect(await builtPolicy(dir)).toBe(policy);
      const headers = await siteHeaders(dir);
      expect(headers('/assets/x.js')).toEqual(headersFor('/assets/x.js', policy));
      expect(headers('/tables').Link).toBe(`${link}, ${view('tables')}`);
      expect(headers('/tables/2').Link).toBeUndefined();
      expect(headers('/assets/x.js').Link).toBeUndefined();
      // `:id` is one segment of the address, as Netlify and Cloudflare Pages read it.
      expect(headers('/teams/7').Link).toBe(view('team'));
      for (const path of ['/teams', '/teams/7/players', '/teamsx/7'])
        expect(headers(path).Link, path).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps vercel.json and netlify.toml as the rules say', async () => {
    const vercel: unknown = JSON.parse(await readFile(join(root, 'vercel.json'), 'utf8'));
    expect(vercel).toEqual(vercelConfig());
    const netlify = await readFile(join(root, 'netlify.toml'), 'utf8');
    expect(netlify).toMatch(/publish = "dist"/);
    expect(netlify).toMatch(/from = "\/\*"\s+to = "\/index.html"\s+status = 200/);
  });
});

describe('the build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function buildPage(html: string) {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://ref.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key');
    const dir = await mkdtemp(join(tmpdir(), 'calcetto-hosting-'));
    try {
      await writeFile(join(dir, 'index.html'), html);
      await writeFile(join(dir, 'main.js'), 'document.title = "x";\n');
      const output = (await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        envDir: dir,
        plugins: [hostingConfig()],
        build: { write: false },
      })) as RolldownOutput;
      const file = (name: string) => {
        const asset = output.output.find((o) => o.fileName === name);
        return asset?.type === 'asset' ? asset.source.toString() : undefined;
      };
      return {
        index: file('index.html'),
        headers: file('_headers'),
        redirects: file('_redirects'),
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('hashes the final HTML into its meta element and _headers', async () => {
    const inline = 'window.started = true;';
    const { index, headers } = await buildPage(
      `<!doctype html><html><head><title>x</title><script>${inline}</script></head>` +
        '<body><script type="module" src="/main.js"></script></body></html>',
    );
    expect(index).toMatch(
      /^<!doctype html><html><head>\n\s+<meta http-equiv="Content-Security-Policy"/,
    );
    const meta = /content="([^"]+)"/.exec(index!)?.[1];
    expect(directive(meta!, 'script-src')).toBe(`'self' '${scriptHash(inline)}'`);
    expect(headers).toContain(`script-src 'self' '${scriptHash(inline)}';`);
    expect(headers).toContain("connect-src 'self' https://ref.supabase.co;");
  });

  it("forwards each public page's start from the site to the project, unless told not to", async () => {
    const page = '<!doctype html><html><head></head><body></body></html>';
    const { redirects } = await buildPage(page);
    const rules = proxyRules(redirects!);
    expect(rules.map((rule) => rule.from).sort()).toEqual(
      PUBLIC_PAGES.flatMap((p) => ('start' in p ? [`/rest/v1/rpc/${p.start.rpc}`] : [])).sort(),
    );
    for (const rule of rules) expect(rule.to).toBe(`https://ref.supabase.co${rule.from}`);
    // Only the page starts: no other function, table or service of the project.
    expect(redirects).not.toMatch(/\/(auth|storage)\/v1|\*/);
    vi.stubEnv('VITE_PAGE_STARTS_VIA_SITE', 'off');
    expect((await buildPage(page)).redirects).toBeUndefined();
  });

  it("names the default start of each page without a path argument in its address's headers", async () => {
    const page = '<!doctype html><html><head></head><body></body></html>';
    const links = new Map(headerLinks((await buildPage(page)).headers!));
    expect([...links.keys()].sort()).toEqual(['/', '/matches', '/news', '/statistics', '/tables']);
    expect(links.get('/tables')).toBe(
      '</rest/v1/rpc/page_tables?apikey=anon-key>; rel=preload; as=fetch; crossorigin',
    );
    // Straight to the project, a start would open a connection of its own: no preload then.
    vi.stubEnv('VITE_PAGE_STARTS_VIA_SITE', 'off');
    expect(headerLinks((await buildPage(page)).headers!)).toEqual([]);
  });

  it('refuses a page with an inline event handler', async () => {
    await expect(
      buildPage('<!doctype html><html><head></head><body onload="go()"></body></html>'),
    ).rejects.toThrow(/inline event handlers/);
  });

  it('puts the meta policy first in <head>, without changing any script', () => {
    const html = '<html><head data-x="1"><script>a()</script></head></html>';
    const out = withMetaPolicy(html, `script-src 'self' "x"`);
    expect(out.indexOf('<meta')).toBeLessThan(out.indexOf('<script>'));
    expect(out).toContain('content="script-src \'self\' &quot;x&quot;"');
    expect(inlineScriptHashes(out)).toEqual(inlineScriptHashes(html));
  });
});
