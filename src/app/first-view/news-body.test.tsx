import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { articleBody } from '@/app/first-view/news-body';
import { ArticleContent } from '@/features/news/components/article-content';

// jsdom parses slowly: some 20 ms a content, both ways.
vi.setConfig({ testTimeout: 30_000 });

/** The contents as the app shows them, through its DOMPurify: rendered at once, for speed. */
function app(...contents: string[]): string[] {
  const { container, unmount } = render(
    <>
      {contents.map((content, i) => (
        <ArticleContent key={i} html={content} />
      ))}
    </>,
  );
  const html = [...container.children].map((child) => child.innerHTML);
  unmount();
  return html;
}

/** The first view's markup of the content, as the browser reads it. */
function firstView(content: string): string | null {
  const body = articleBody(content);
  if (!body) return null;
  const div = document.createElement('div');
  div.innerHTML = body.value;
  return div.innerHTML;
}

const PAINTED = [
  // The demo's articles: paragraphs, headings, lists, bold and italic.
  "<p>È ufficiale: la <strong>Final Four della Coppa Oratori 2026/27</strong> si giocherà sabato 19 dicembre.</p><h2>Come ci si arriva</h2><p>Le quattro squadre.</p><ul><li>Ingresso libero, come sempre.</li><li>Il bar dell'oratorio resterà aperto.</li></ul><p>Vi aspettiamo numerosi!</p>",
  '<p>Il calendario completo è nella sezione <em>Partite</em>.</p>',
  // The editor's links, whose target DOMPurify drops.
  '<p>Le regole <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/regole?a=1&amp;b=2#c">qui</a>, o <a href="/matches">le partite</a>, o <a href="mailto:info@example.org">scriveteci</a>.</p>',
  '<h3>Quote</h3><blockquote><p>Grande <u>partita</u>, <s>nessun</s> <code>rigore</code></p></blockquote><ol><li><p>uno</p></li><li>due<br>tre</li></ol><hr><h4>fine</h4>',
  // Text that must stay text.
  '<p>D\'Amico &lt;b&gt;ciao&lt;/b&gt; &amp; "Rossi" &nbsp;fine</p>',
  '<p>a &lt;script&gt;alert(1)&lt;/script&gt; --&gt; ]]&gt;</p>',
  'Solo testo, senza markup & con un &amp; e\u00a0spazi',
  '  \n<p>spazi prima</p>\n\n<p>e tra i paragrafi</p>\n',
  // Markup the parser repairs: both read it the same way.
  '<p>uno<p>due<li>tre</li><b><p>quattro</b></p>',
  '<title>nel head</title><p>nel body</p>',
  '<p>niente fine',
];

const LEFT_TO_THE_APP = [
  '<p>x</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<p><img src="/demo/a.png" alt=""></p>',
  '<p onclick="alert(1)">x</p>',
  '<p class="lead">x</p>',
  '<p style="color:red">x</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" https://example.org">spazio</a>',
  '<a href="https://example.org" title="t">titolo</a>',
  '<a href="https://example.org" onclick="x()">x</a>',
  '<p>x<!-- commento --></p>',
  '<h1>x</h1>',
  '<pre>codice</pre>',
  '<table><tr><td>x</td></tr></table>',
  '<iframe src="https://example.org"></iframe>',
  '<form><input></form>',
  '<svg><p>x</p></svg>',
  '<template><p>x</p></template>',
  '<span>x</span>',
  '',
  '   ',
];

/** A small deterministic generator of content from the pieces DOMPurify and the parser care about. */
function* generated(count: number) {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const pieces = [
    '<p>',
    '</p>',
    '<strong>',
    '</strong>',
    '<em>',
    '<ul><li>',
    '</li></ul>',
    '<li>',
    '<br>',
    '<h2>',
    '</h2>',
    '<blockquote>',
    '</blockquote>',
    '<a href="https://example.org/x">',
    '<a target="_blank" href="/news" rel="noopener">',
    '</a>',
    'testo',
    ' & ',
    '&lt;b&gt;',
    '-->',
    ']>',
    '\n',
    '  ',
    'è\u00a0ù',
    '<hr>',
    '<code>',
    '</code>',
    '<s>',
    '<u>',
    '</u>',
  ];
  for (let i = 0; i < count; i++) {
    yield Array.from({ length: 1 + random(14) }, () => pieces[random(pieces.length)]).join('');
  }
}

describe("the first view's article content", () => {
  it.each(PAINTED)("is what DOMPurify makes of the editor's plain content: %s", (content) => {
    const painted = firstView(content);
    expect(painted).not.toBeNull();
    expect(painted).toBe(app(content)[0]);
  });

  it.each(LEFT_TO_THE_APP)('leaves anything else to the app and its DOMPurify: %s', (content) => {
    expect(articleBody(content)).toBeNull();
  });

  it('agrees with DOMPurify on whatever it paints of generated content', () => {
    const contents = [...generated(150)];
    const shown = app(...contents);
    let painted = 0;
    contents.forEach((content, i) => {
      const first = firstView(content);
      if (first === null) return;
      painted++;
      expect(first, content).toBe(shown[i]);
    });
    expect(painted).toBeGreaterThan(100);
  });
});
