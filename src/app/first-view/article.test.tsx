import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { articlePage, type ArticleAnswer } from '@/app/first-view/article';
import type { Article } from '@/features/news/api/get-article';
import type { Comment } from '@/features/news/api/get-comments';
import { i18n } from '@/lib/i18n';
import {
  appMarkup,
  comparable,
  expectSame,
  firstViewTranslator,
  paintFirstView as paint,
} from '@/test/first-view-contract';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** This long ago, a few hours off the day so that no word is about to change. */
const ago = (days: number) => new Date(Date.now() - days * DAY - 3 * HOUR).toISOString();

const article: Article = {
  id: 1,
  title: "Final Four di Coppa Oratori: D'Amico <b> in campo",
  slug: 'final-four-di-coppa-oratori',
  content:
    '<p>È ufficiale: la <strong>Final Four</strong> si giocherà sabato 19 dicembre.</p>' +
    '<h2>Come ci si arriva</h2><p>Il regolamento è <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/regole?a=1&amp;b=2">qui</a>.</p>' +
    '<ul><li>Ingresso libero, come sempre.</li><li>Il bar resterà &lt;aperto&gt;.</li></ul>',
  cover_image_url: '/storage/v1/object/public/articles/covers/cover-1-ab.2048w.webp',
  published_at: ago(4),
  pinned: true,
  author: { first_name: 'Giulia', last_name: 'Rossi <i>' },
};

const comments: Comment[] = [
  {
    id: 11,
    body: 'Ci saremo!\nTutti quanti <script>alert(1)</script>',
    created_at: ago(3),
    author_id: 'c0ffee00-0000-4000-8000-000000000003',
    author: { first_name: 'Luca', last_name: 'Ferrari', avatar_url: '/demo/avatars/luca.svg' },
  },
  {
    id: 12,
    body: 'Il bar aperto è la notizia migliore',
    created_at: ago(2),
    author_id: 'c0ffee00-0000-4000-8000-000000000004',
    author: null,
  },
];

/** page_article(slug)'s answer for the article and these comments. */
const answer = (over: Partial<ArticleAnswer> = {}): ArticleAnswer => ({
  slug: article.slug,
  article,
  comments,
  ...over,
});

function serve(list: readonly Comment[]) {
  server.use(
    http.get(rest('articles'), () => HttpResponse.json([article])),
    http.get(rest('comments'), () => HttpResponse.json(list)),
  );
}

const path = `/news/${article.slug}`;

describe('the first view of /news/{slug}', () => {
  it.each(['it', 'en', 'nl'])(
    'paints the article and its comments exactly as the app renders them (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      serve(comments);
      const t = firstViewTranslator(language);
      const first = paint(language, articlePage(t, language, answer()), path);
      // The comments, and the sign-in prompt of a signed-out visitor, are on screen.
      const app = await appMarkup(path, async () => {
        await screen.findByText('Il bar aperto è la notizia migliore');
        return screen.findByRole('link', { name: t('news:comments.signIn') });
      });
      if (language === 'it') expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(comparable(first.querySelector('main')), app.main);
    },
  );

  it('paints an article without comments, cover or author as the app does', async () => {
    await i18n.changeLanguage('it');
    const bare = { ...article, cover_image_url: null, author: null };
    server.use(
      http.get(rest('articles'), () => HttpResponse.json([bare])),
      http.get(rest('comments'), () => HttpResponse.json([])),
    );
    const t = firstViewTranslator('it');
    const first = paint('it', articlePage(t, 'it', answer({ article: bare, comments: [] })), path);
    const app = await appMarkup(path, () => screen.findByText(t('news:comments.empty')));
    expectSame(comparable(first.querySelector('main')), app.main);
  });

  it('shows what it is given as text, the content only as the editor’s plain markup', () => {
    const t = firstViewTranslator('it');
    const first = paint('it', articlePage(t, 'it', answer()), path);
    expect(first.querySelector('main h1')?.textContent).toBe(article.title);
    expect(first.querySelector('main header p')?.textContent).toMatch(/^di Giulia Rossi <i> · /);
    expect(
      first.querySelector('main article a[href^="https:"]')?.getAttribute('target'),
    ).toBeNull();
    expect(first.querySelector('main li p:last-child')?.textContent).toBe(comments[0]!.body);
    expect(first.querySelector('main b, main i, main script')).toBeNull();
  });

  it('leaves to the app what it does not paint', () => {
    const t = firstViewTranslator('it');
    const page = (over: Partial<ArticleAnswer>) => articlePage(t, 'it', answer(over));
    // No such article (the app's "not found"), or its comments missing.
    expect(page({ article: null, comments: null })).toBeNull();
    expect(page({ comments: null })).toBeNull();
    // The address's slug is not the article's: the app asks for its own.
    expect(page({ slug: 'other' })).toBeNull();
    // Content that only the app's DOMPurify may show.
    expect(
      page({ article: { ...article, content: '<p>x</p><img src=x onerror=alert(1)>' } }),
    ).toBeNull();
    expect(page({ article: { ...article, content: '<p style="color:red">x</p>' } })).toBeNull();
    // A date whose words change within seconds.
    const fresh = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    expect(page({ article: { ...article, published_at: fresh } })).toBeNull();
    expect(page({ comments: [{ ...comments[0]!, created_at: fresh }] })).toBeNull();
  });
});
