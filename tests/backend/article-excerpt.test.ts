// @vitest-environment jsdom
// An article's excerpt (the news list's and the pinned article's text) is computed by the
// database, app.html_excerpt(), when the article is saved. It must read as a browser reads the
// article's HTML: the reference here is the DOM, as the lists used it before
// (supabase/migrations/20261202090000_article_excerpt.sql says why it moved).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../helpers/stack';

const BLOCK_END = /<\/(?:p|h[1-6]|li|div|ul|ol|blockquote|figcaption)>|<br\s*\/?>/gi;
const inert = document.implementation.createHTMLDocument('');

/** The text a browser reads in the HTML, blocks kept apart, nothing of what is not text. */
function browserText(html: string): string {
  const { body } = inert;
  body.innerHTML = html.replace(BLOCK_END, '$& ');
  body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  body.textContent = '';
  return text;
}

let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 1 });
});

afterAll(async () => {
  await pool?.end();
});

async function excerpt(html: string): Promise<string> {
  const { rows } = await pool.query<{ text: string }>('select app.html_excerpt($1) as text', [
    html,
  ]);
  return rows[0]!.text;
}

describe('an article excerpt', () => {
  it('reads every demo article as the browser does', async () => {
    const { rows } = await pool.query<{ content: string; excerpt: string }>(
      'select content, excerpt from public.articles order by id',
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const { content, excerpt } of rows) expect(excerpt).toBe(browserText(content));
  });

  it.each([
    ['blocks kept apart', '<p>Serie B.</p><h2>Cosa</h2><ul><li>Uno</li><li><b>Due</b></li></ul>'],
    ['line breaks', 'uno<br>due<br/>tre<BR />quattro'],
    [
      'quotes and figures',
      '<blockquote>Detto</blockquote><figure><figcaption>Foto</figcaption></figure>fine',
    ],
    ['no scripts', '<img src=x onerror="window.hacked=1">ciao<script>alert(1)</script>!'],
    [
      'no code of any kind',
      '<STYLE media="x">p{}</STYLE>a<template><p>b</p></template>c<noscript>d</noscript>e',
    ],
    ['script end tags matched one by one', '<script>a</script>tra<script>b</script>dopo'],
    ['no comments', 'a<!-- <p>b</p> -->c<!---->d'],
    ['a ">" inside an attribute', '<a title="a>b" href=\'c>d\'>link</a> dopo'],
    [
      'markup-looking text',
      '<p>Una &lt;b&gt;risposta&lt;/b&gt; &amp;lt; schietta: 3 < 4 e 5 > 2</p>',
    ],
    [
      'named references',
      '&egrave; &Agrave; &rsquo;&hellip; &ndash; &euro;&nbsp;5 &copy; &laquo;x&raquo;',
    ],
    ['numeric references', '&#232; &#xE8; &#X1F600; &#0; &#xD800; &#x110000; &#39;'],
    ['unknown references stay', 'a &zzz; b &Amp; c'],
    ['white space of every kind', '  a\t\tb\n\nc\u00a0\u00a0d\u2003e\r\nf  '],
    ['an empty article', ''],
  ])('%s', async (_name, html) => {
    expect(await excerpt(html)).toBe(browserText(html));
  });

  it('ends at a word after 1000 characters, more than the longest card shows', async () => {
    const words = Array.from({ length: 400 }, (_, i) => `parola${i}`).join(' ');
    const text = await excerpt(`<p>${words}</p>`);
    expect(text.length).toBeLessThanOrEqual(1001);
    expect(text.endsWith('…')).toBe(true);
    const kept = text.slice(0, -1);
    expect(words.startsWith(kept + ' ')).toBe(true);
    expect(kept.length).toBeGreaterThan(990);
  });

  it('follows the article when it is saved, and cannot be written itself', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: number; excerpt: string }>(
        `insert into public.articles (title, slug, content)
         values ('Prova', 'prova-estratto', '<p>Prima</p>') returning id, excerpt`,
      );
      expect(rows[0]!.excerpt).toBe('Prima');
      const updated = await client.query<{ excerpt: string }>(
        `update public.articles set content = '<p>Dopo</p><p>il salvataggio</p>'
         where id = $1 returning excerpt`,
        [rows[0]!.id],
      );
      expect(updated.rows[0]!.excerpt).toBe('Dopo il salvataggio');
      await expect(
        client.query(`update public.articles set excerpt = 'scritto a mano' where id = $1`, [
          rows[0]!.id,
        ]),
      ).rejects.toThrow(/excerpt/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
